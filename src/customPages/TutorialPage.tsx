export function TutorialPage() {
  return null;
}
