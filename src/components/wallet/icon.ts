/** Image types a wallet's announced icon may have; SVG included, since it is only ever shown through <img>. */
const DATA_IMAGE = /^data:image\/(?:svg\+xml|png|webp|jpeg|gif)[;,]/i;

/** Longest icon accepted (a wallet's icon is a few KB; a larger string is not worth keeping in memory). */
export const MAX_ICON_LENGTH = 256 * 1024;

/**
 * The icon an installed wallet announced (EIP-6963 `info.icon`, Wallet Standard `icon`), when it
 * is a `data:` URI of an image type; anything else (javascript:, http:, text/html, another
 * type, not a string) is refused, so the site never loads a remote URL or a script from it.
 */
export function announcedIcon(icon: unknown): string | undefined {
  return typeof icon === "string" && icon.length <= MAX_ICON_LENGTH && DATA_IMAGE.test(icon) ? icon : undefined;
}
