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
         * "Send": the button that submits the page's form, or opens it (Apply for Funding): the
         * accent gradient, once per view. A link never wears it (ButtonLink makes a
         * `primary` link `solid`), so the gradient always means the same thing.
         */
        primary: "bg-gradient-accent text-accent-fg hover:brightness-110",
        /**
         * "Go": every primary call that takes the visitor somewhere (Access Compute wherever it stands, a
         * hero's or a closing band's call, Connect Wallet): solid, neutral.
         */
        solid: "bg-fg text-bg hover:bg-fg/85",
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
