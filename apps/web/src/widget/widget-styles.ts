// The widget's look, inside its shadow root only: nothing here reaches the page, and `all:
// initial` on the host stops the page's inherited fonts and colours from reaching in.
export const widgetStyles = `
:host{all:initial;display:block;max-width:420px;container-type:inline-size;font:14px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f1b33}
:host([hidden]){display:none}
*{box-sizing:border-box}
form{display:grid;gap:10px;padding:16px;border:1px solid #c8d1e3;border-radius:12px;background:#fff;box-shadow:0 4px 16px rgb(15 27 51/.08)}
h2{margin:0;font-size:17px;font-weight:700}
fieldset{display:flex;margin:0;padding:3px;border:1px solid #c8d1e3;border-radius:8px;gap:3px}
legend{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
fieldset label{flex:1;position:relative}
fieldset input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
fieldset span{display:block;padding:7px;border-radius:6px;text-align:center;font-weight:600;color:#3a4d72}
fieldset input:checked+span{background:#0f1b33;color:#fff}
fieldset input:focus-visible+span{outline:3px solid #2563eb;outline-offset:1px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:10px}
.field{display:grid;gap:4px;min-width:0}
.field>span{font-size:12px;font-weight:600;color:#3a4d72}
input{font:inherit;color:inherit}
.field input{width:100%;min-width:0;min-height:40px;padding:8px 10px;font-size:16px;border:1px solid #9eadc9;border-radius:8px;background:#fff}
.field input:focus-visible{outline:3px solid #2563eb;outline-offset:1px;border-color:#2563eb}
button{font:inherit;min-height:44px;border:0;border-radius:8px;background:#f5a524;color:#0f1b33;font-weight:700;cursor:pointer}
button:hover{background:#e0870b}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
p{margin:0;font-size:12px;color:#4d628a;text-align:center}
[hidden]{display:none}
/* Date and time side by side only where both fit: the widget's own width, not the page's. */
@container (max-width:400px){.row{grid-template-columns:1fr}}
`
