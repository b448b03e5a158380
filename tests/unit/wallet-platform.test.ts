import { describe, expect, test } from "vitest";
import { catalogueEntry } from "../../src/content/wallets.ts";
import { detectPlatform, installTarget } from "../../src/components/wallet/platform.ts";

const USER_AGENTS = {
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  ipadDesktopMode: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  linux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
};

describe("platform detection from the user agent", () => {
  test("Android phones go to the Play Store", () => {
    expect(detectPlatform(USER_AGENTS.android)).toBe("android");
  });

  test("iPhone and iPad go to the App Store, iPadOS's desktop-mode UA included", () => {
    expect(detectPlatform(USER_AGENTS.iphone)).toBe("ios");
    expect(detectPlatform(USER_AGENTS.ipad)).toBe("ios");
    expect(detectPlatform(USER_AGENTS.ipadDesktopMode, 5)).toBe("ios");
  });

  test("desktops (a Mac without touch, Windows, Linux, empty UA) get the browser extension", () => {
    expect(detectPlatform(USER_AGENTS.ipadDesktopMode, 0)).toBe("desktop");
    expect(detectPlatform(USER_AGENTS.windows)).toBe("desktop");
    expect(detectPlatform(USER_AGENTS.linux)).toBe("desktop");
    expect(detectPlatform("")).toBe("desktop");
  });

  test("the redirect target is the wallet's link for the platform, with the spec's store name", () => {
    const metamask = catalogueEntry("metamask");
    expect(installTarget(metamask, "android")).toEqual({ url: metamask.links.playStore, store: "Play Store" });
    expect(installTarget(metamask, "ios")).toEqual({ url: metamask.links.appStore, store: "App Store" });
    expect(installTarget(metamask, "desktop")).toEqual({ url: metamask.links.extension, store: "Browser Extension" });
  });
});
