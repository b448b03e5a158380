import type { Page } from "playwright-core";
import { PASSWORD } from "../api/admin-support.ts";

/** Opens an operator's one-time link and sets the password there (the first step of every sign-up). */
export async function setPasswordByLink(page: Page, link: string, password = PASSWORD): Promise<void> {
  await page.goto(link, { waitUntil: "networkidle" });
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
}
