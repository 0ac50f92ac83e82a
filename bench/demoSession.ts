/** The demo account's token and user, as the sign-in page stores them (the browser benches sign in with it). */
export async function demoSession(baseUrl: string): Promise<{ token: string; user: string }> {
  const info = (await (await fetch(`${baseUrl}/api/info`)).json()) as {
    data: { demo_phone?: string; demo_password?: string };
  };
  if (!info.data.demo_phone) throw new Error('The server is not in demo mode (DEMO=true)');
  const answer = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      phone: info.data.demo_phone.replace(/\s/g, ''),
      password: info.data.demo_password,
    }),
  });
  if (!answer.ok) throw new Error(`Demo sign-in failed: ${answer.status}`);
  const body = (await answer.json()) as { token: string; user: unknown };
  return { token: body.token, user: JSON.stringify(body.user) };
}
