// A User-Agent read for people: "Firefox" and "Windows", not the whole string. Hand-written for the major browsers and
// systems (no parser package is installed here); the order matters, as each browser's string names those it
// descends from (Edge and Opera say Chrome, Chrome says Safari, every Chromium on iOS says Safari).

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\//, 'Chrome'],
  [/(?:\b|Headless)Chrom(?:e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_BROWSER = 'Unknown browser';
export const UNKNOWN_SYSTEM = 'Unknown system';

export function parseUserAgent(ua: string | null | undefined): { browser: string; os: string } {
  const text = ua ?? '';
  return {
    browser: BROWSERS.find(([re]) => re.test(text))?.[1] ?? UNKNOWN_BROWSER,
    os: SYSTEMS.find(([re]) => re.test(text))?.[1] ?? UNKNOWN_SYSTEM,
  };
}
