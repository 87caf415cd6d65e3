import { GOOD_PASSWORD, latestMail, Session } from './mail-session';

/** Signs up through the real API, follows the emailed link and signs in. */
export async function verifiedAccount(baseUrl: string, email: string, name = '') {
  const session = new Session(baseUrl);
  await session.post('/api/auth/sign-up/email', { email, password: GOOD_PASSWORD, name });
  const mail = await latestMail(baseUrl, email, /verify/i);
  if (!mail?.links[0]) throw new Error(`no verification mail for ${email}`);
  // Followed in the browser that signed up: it holds the proof of the password it chose.
  await session.fetch(mail.links[0]);
  const answer = await session.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
  return { session, token: answer.headers.get('set-auth-token') };
}
