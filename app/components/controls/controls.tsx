/**
 * Plain controls (issue 15): a button, a link drawn as a button, an icon button and a text input as
 * plain HTML elements with the classes of controls-css.ts — what Joy's Button, IconButton and Input
 * look like, without their per-render emotion styles. Use them for controls every page renders (the
 * shell, the grid's frame); a dialog's form may keep Joy's.
 */
import { Link, type LinkProps } from "@remix-run/react";
import { forwardRef, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from "react";
import { CONTROL_CLASS, type CONTROL_COLORS, type CONTROL_SIZES, type CONTROL_VARIANTS } from "./controls-css";

export interface ControlLook {
  variant?: (typeof CONTROL_VARIANTS)[number];
  color?: (typeof CONTROL_COLORS)[number];
  size?: (typeof CONTROL_SIZES)[number];
}

function lookOf({ variant = "solid", color = "primary", size = "md" }: ControlLook, base: string, className?: string) {
  return {
    className: className ? `${base} ${className}` : base,
    "data-variant": variant,
    "data-color": color,
    "data-size": size,
  };
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ControlLook & {
    startDecorator?: ReactNode;
    fullWidth?: boolean;
    /** Busy (Joy's `loading`): disabled, its label hidden behind a spinner, still named by it. */
    loading?: boolean;
  };

export const PlainButton = forwardRef<HTMLButtonElement, ButtonProps>(function PlainButton(
  {
    variant,
    color,
    size,
    className,
    startDecorator,
    fullWidth,
    loading,
    disabled,
    children,
    type = "button",
    ...props
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      {...lookOf({ variant, color, size }, CONTROL_CLASS.button, className)}
      data-full-width={fullWidth || undefined}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      {...props}
    >
      {startDecorator}
      {children}
    </button>
  );
});

/** A link (Remix's: client navigation with JavaScript) that looks like a button. */
export function ButtonLink({
  variant,
  color,
  size,
  className,
  startDecorator,
  children,
  ...props
}: LinkProps & ControlLook & { startDecorator?: ReactNode }) {
  return (
    <Link {...lookOf({ variant, color, size }, CONTROL_CLASS.button, className)} {...props}>
      {startDecorator}
      {children}
    </Link>
  );
}

/** An icon-only link; its name comes from `aria-label`. */
export function IconLink({
  variant = "plain",
  color = "neutral",
  size,
  className,
  children,
  ...props
}: LinkProps & ControlLook & { "aria-label": string }) {
  return (
    <Link {...lookOf({ variant, color, size }, CONTROL_CLASS.iconButton, className)} {...props}>
      {children}
    </Link>
  );
}

/** An icon-only element that is not a Remix link (a plain anchor, a button, a disabled placeholder). */
export function IconControl({
  as: Tag = "a",
  variant = "plain",
  color = "neutral",
  size,
  className,
  children,
  ...props
}: React.HTMLAttributes<HTMLElement> &
  ControlLook & { as?: "a" | "span" | "button"; href?: string; type?: "button"; "aria-label": string }) {
  return (
    <Tag {...lookOf({ variant, color, size }, CONTROL_CLASS.iconButton, className)} {...props}>
      {children}
    </Tag>
  );
}

export const PlainInput = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, "size"> & { size?: "sm" | "md" }
>(function PlainInput({ size = "md", className, ...props }, ref) {
  return (
    <input
      ref={ref}
      className={className ? `${CONTROL_CLASS.input} ${className}` : CONTROL_CLASS.input}
      data-size={size}
      {...props}
    />
  );
});
