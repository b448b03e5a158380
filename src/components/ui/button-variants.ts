/**
 * A button's look: its variants and sizes as classes (class-variance-authority), shared by the
 * public site's Button (Button.tsx) and the inbox's (src/components/admin/Button.tsx). Without
 * tailwind-merge, so a bundle that only needs the classes does not load it.
 */
import { cva, type VariantProps } from "class-variance-authority";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        /**
         * The main action, one look site-wide (review round 14): a form's submit, Access Compute wherever
         * it stands, a hero's or a closing band's call, Connect Wallet, Apply for Funding. Solid, neutral:
         * the accent gradient is never on a button (docs/design.md, "The accent rule").
         */
        primary: "bg-fg text-bg hover:bg-fg/85",
        secondary: "border border-border bg-surface-2 text-fg hover:border-accent",
        ghost: "text-fg hover:bg-surface-2",
        danger: "border border-danger/70 bg-danger/10 text-fg hover:bg-danger/20",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-6 text-sm",
        lg: "h-12 px-7 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;
