/** Signs in as an admin of the system at `url`; answers the Authorization header of admin calls. */
export async function adminHeaders(url, email, password) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`admin sign-in: ${res.status} ${await res.text()}`);
  const { token } = await res.json();
  return { authorization: `Bearer ${token}` };
}
