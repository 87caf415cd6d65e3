import { OAuth2Server } from 'oauth2-mock-server';

export interface FakeGoogle {
  issuer: string;
  /** The Google account the next sign-in returns. */
  user: { sub: string; email: string; name: string };
  /** Whether Google vouches for the address (email_verified); true unless a test says not. */
  emailVerified: boolean;
  close(): Promise<void>;
}

/** A local OIDC provider standing in for Google; it answers with the email claims we need. */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const fake: FakeGoogle = {
    issuer: server.issuer.url!,
    user: { sub: 'google-user-1', email: 'googler@example.com', name: 'Goo Gler' },
    emailVerified: true,
    close: () => server.stop(),
  };
  server.service.on('beforeTokenSigning', (token) => {
    token.payload.sub = fake.user.sub;
    token.payload.email = fake.user.email;
    token.payload.email_verified = fake.emailVerified;
    token.payload.name = fake.user.name;
  });
  server.service.on('beforeUserinfo', (userInfo) => {
    userInfo.body = { ...fake.user, email_verified: fake.emailVerified };
  });
  return fake;
}
