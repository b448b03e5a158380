/**
 * Client-side navigation inside /admin: the app's `go(to)` shared through a context, and a link
 * that uses it for a plain click (a modified click, or a middle click, opens a tab as usual).
 */
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from "react";

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

export const NavigateContext = createContext<Navigate>((to) => location.assign(to));

export const useNavigate = () => useContext(NavigateContext);

export function AppLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...props} />;
}
