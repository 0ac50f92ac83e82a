export function AdminLoginPage() {
  return null;
}
