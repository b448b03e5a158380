import { careersPage, jobPostingDefaults, positions } from "../../content/careers.ts";
import { site } from "../../content/site.ts";

/**
 * /careers' structured data: one schema.org JobPosting per position, as the text of a
 * `<script type="application/ld+json">` (data, not executed: the CSP hashes only executable
 * inline scripts, and the JS budget counts only module and src scripts). `<` is escaped so no
 * value can close the script element.
 */
export function jobPostingsJsonLd(): string {
  const url = new URL(careersPage.meta.path, site.url).href;
  const hiringOrganization = { "@type": "Organization", name: site.name, sameAs: site.url, url: site.url };
  const graph = positions.map((p) => ({
    "@type": "JobPosting",
    title: p.title,
    description: `<p>${p.description}</p>`,
    datePosted: jobPostingDefaults.datePosted,
    employmentType: jobPostingDefaults.employmentType,
    jobLocationType: jobPostingDefaults.jobLocationType,
    occupationalCategory: p.department,
    directApply: true,
    url,
    hiringOrganization,
  }));
  return JSON.stringify({ "@context": "https://schema.org", "@graph": graph }).replaceAll("<", "\\u003c");
}
