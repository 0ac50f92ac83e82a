export function ChangePasswordPage() {
  return null;
}
