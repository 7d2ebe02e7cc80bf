/** Signs in as the system's admin and answers the Authorization header a bench sends with admin calls. */
export async function adminAuthorization(system) {
  const res = await fetch(`${system.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: system.adminEmail, password: system.adminPassword }),
  });
  if (!res.ok) throw new Error(`admin login: ${res.status} ${await res.text()}`);
  const { token } = await res.json();
  return { authorization: `Bearer ${token}` };
}
