// How Ridelane looks in a mail. The colours are the web app's design tokens (the @theme block of
// apps/web/src/styles.css), written out because mail clients read no CSS variables;
// templates.test.ts fails when the two drift apart.

export const brand = {
  name: 'Ridelane',
  /** The initial in the square of the word mark, as the site's header draws it. */
  initial: 'R',
  colour: {
    ink50: '#f3f5fa',
    ink100: '#e4e9f2',
    ink300: '#9eadc9',
    ink500: '#4d628a',
    ink700: '#2c3c5c',
    ink900: '#0f1b33',
    accent50: '#fff8eb',
    accent400: '#f5a524',
    white: '#ffffff',
  },
  font: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  /** --radius-control and --radius-card, in pixels. */
  radius: { control: '10px', card: '16px' },
} as const
