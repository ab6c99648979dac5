/** The version menu is only worth showing when there is something to switch to. */
export function shouldShowVersionMenu(versionCount: number): boolean {
  return Number.isFinite(versionCount) && versionCount >= 2;
}
