import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles'
import { Spinner } from './spinner'

type ButtonLookProps = { variant?: ButtonVariant; size?: ButtonSize }

export type ButtonProps = ComponentProps<'button'> &
  ButtonLookProps & {
    /** Shows a spinner and blocks further presses while an action runs. */
    loading?: boolean
  }

export function Button({
  variant,
  size,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonStyles({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  )
}

export type ButtonLinkProps = ComponentProps<typeof Link> & ButtonLookProps

/** A link that looks like a Button, for navigation rather than actions. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonStyles({ variant, size, className })} {...props} />
}
