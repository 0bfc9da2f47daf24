// The ride page's dialogs are the shared modal dialog (components/ui/dialog.tsx).
export { Dialog as RideDialog } from '@/components/ui/dialog'
