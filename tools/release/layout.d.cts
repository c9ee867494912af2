// Types of layout.cjs (the API's TypeScript imports it; the file itself is required at run time).
export interface SliceEntry {
  readonly slice: string;
  readonly remote: string;
  readonly folder: string;
  readonly paths: readonly string[];
}
export interface SliceLocation {
  entry: string;
  paths: string[];
}
export const SLICE_LIST: readonly SliceEntry[];
export const SLICES: readonly string[];
export const RELEASES_DIR: string;
export const RELEASE_ID: RegExp;
export function isSlice(name: string): boolean;
export function isReleaseId(id: string): boolean;
export function remoteName(slice: string): string;
export function slicePrefix(slice: string): string;
export function currentFolder(slice: string): string;
export function currentUrl(slice: string): string;
export function releaseFolder(slice: string, id: string): string;
export function releaseUrl(slice: string, id: string): string;
export function folderOfUrl(url: string): string | undefined;
export function initialRemotes(list?: readonly SliceEntry[]): Record<string, SliceLocation>;
export function formatRemotes(remotes: Record<string, unknown>): string;
