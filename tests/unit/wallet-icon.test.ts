import { describe, expect, test } from "vitest";
import { MAX_ICON_LENGTH, announcedIcon } from "../../src/components/wallet/icon.ts";

describe("announcedIcon: which announced wallet icons the site shows", () => {
  test.each([
    "data:image/svg+xml;base64,PHN2Zy8+",
    "data:image/svg+xml,%3Csvg%2F%3E",
    "data:image/png;base64,iVBORw0KGgo=",
    "data:image/webp;base64,UklGRg==",
    "data:image/jpeg;base64,/9j/4AAQ",
    "data:image/gif;base64,R0lGODlh",
    "DATA:IMAGE/PNG;base64,iVBORw0KGgo=",
  ])("accepts %s", (icon) => {
    expect(announcedIcon(icon)).toBe(icon);
  });

  test.each([
    "javascript:alert(1)",
    "http://example.com/icon.svg",
    "https://example.com/icon.png",
    "//example.com/icon.png",
    "/brand/wallet-metamask.svg",
    "data:text/html,<script>alert(1)</script>",
    "data:image/svg+xml-evil,<svg/>",
    "data:image/x-icon;base64,AAAB",
    "data:application/octet-stream;base64,AAAA",
    " data:image/png;base64,iVBORw0KGgo=",
    "",
  ])("refuses %s", (icon) => {
    expect(announcedIcon(icon)).toBeUndefined();
  });

  test("refuses what is not a string, and a string past the size limit", () => {
    for (const icon of [undefined, null, 42, {}, ["data:image/png;base64,"]]) expect(announcedIcon(icon)).toBeUndefined();
    const big = `data:image/png;base64,${"A".repeat(MAX_ICON_LENGTH)}`;
    expect(announcedIcon(big)).toBeUndefined();
    expect(announcedIcon(big.slice(0, MAX_ICON_LENGTH))).toBe(big.slice(0, MAX_ICON_LENGTH));
  });
});
