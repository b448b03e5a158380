/**
 * Personal (free) e-mail providers. The provide-compute page says personal addresses are
 * rejected; this one list is what the schema checks, in the browser and on the server.
 */

/** Exact domains. */
export const freeMailDomains: readonly string[] = [
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
export const freeMailBrands: readonly string[] = ["yahoo", "ymail", "rocketmail", "hotmail", "outlook", "live", "windowslive"];

/** True when the address's domain (case-insensitive) is a free-mail provider. */
export function isFreeMailAddress(email: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  const domain = email.slice(at + 1).trim().toLowerCase().replace(/\.$/, "");
  if (freeMailDomains.includes(domain)) return true;
  const labels = domain.split(".");
  if (!freeMailBrands.includes(labels[0] ?? "")) return false;
  // brand.tld (yahoo.fr, outlook.com) or brand.co.tld / brand.com.tld (yahoo.co.uk, hotmail.com.br).
  return labels.length === 2 || (labels.length === 3 && (labels[1] === "co" || labels[1] === "com"));
}
