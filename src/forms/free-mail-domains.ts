/**
 * Personal (free) e-mail providers. The provide-compute page says personal addresses are
 * rejected; this one list is what the schema checks, in the browser and on the server.
 */

/** Exact domains. */
const freeMailDomains: readonly string[] = [
  "gmail.com",
  "googlemail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "msn.com",
  "proton.me",
  "protonmail.com",
  "protonmail.ch",
  "pm.me",
  "tutanota.com",
  "tuta.io",
  "zoho.com",
  "zohomail.com",
  "mail.com",
  "gmx.com",
  "gmx.net",
  "gmx.de",
  "web.de",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "qq.com",
  "163.com",
  "126.com",
  "naver.com",
  "fastmail.com",
  "hey.com",
  "mailinator.com",
];

/** Providers whose country domains vary (yahoo.co.uk, hotmail.fr, outlook.de, live.nl …): any TLD. */
const freeMailBrands: readonly string[] = ["yahoo", "ymail", "rocketmail", "hotmail", "outlook", "live", "windowslive"];

/** True for a free-mail domain itself: a listed domain, or brand.tld / brand.co.tld / brand.com.tld. */
function isFreeMailDomain(labels: readonly string[]): boolean {
  if (freeMailDomains.includes(labels.join("."))) return true;
  if (!freeMailBrands.includes(labels[0] ?? "")) return false;
  // brand.tld (yahoo.fr, outlook.com) or brand.co.tld / brand.com.tld (yahoo.co.uk, hotmail.com.br).
  return labels.length === 2 || (labels.length === 3 && (labels[1] === "co" || labels[1] === "com"));
}

/**
 * True when the address's domain (case-insensitive) is a free-mail provider's or a subdomain of
 * one (x@mail.gmail.com, x@eu.yahoo.co.uk): the provider controls those too.
 */
export function isFreeMailAddress(email: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .split(".");
  return labels.some((_, i) => isFreeMailDomain(labels.slice(i)));
}
