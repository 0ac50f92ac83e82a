export function LicencePage() {
  return null;
}
