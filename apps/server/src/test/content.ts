import { UserType, type BlogPostDto, type OpportunityDto } from '@vernissage/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { setAdmin } from '../modules/user/admin.service.js';
import type { TestApp } from './test-app.js';
import { createUser, type SignedInUser } from './users.js';

let counter = 0;

/** Calls the API as `user` (anonymous when null), and makes the platform's content as an admin. */
export class ContentClient {
  private readonly t: TestApp;

  constructor(t: TestApp) {
    this.t = t;
  }

  call(
    user: SignedInUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    return this.t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(user?.auth ?? {}), ...options.headers },
      ...(options.body !== undefined && { payload: options.body as Record<string, unknown> }),
    });
  }

  /** A platform admin, as `npm run admin -- grant` makes one. */
  async admin(): Promise<SignedInUser> {
    const user = await createUser(this.t.app, this.t.database.db, { type: UserType.others });
    await setAdmin(this.t.database.db, user.email, true);
    return user;
  }

  user(type: UserType = UserType.artist): Promise<SignedInUser> {
    return createUser(this.t.app, this.t.database.db, { type });
  }

  /** A published post in both languages written by `admin`, unless `fields` say otherwise. */
  async post(admin: SignedInUser, fields: Record<string, unknown> = {}): Promise<BlogPostDto> {
    counter += 1;
    const answer = await this.call(admin, 'POST', '/blog/post', {
      body: {
        textid: `post-${counter}-${Date.now()}`,
        title: `글 ${counter}`,
        titleEn: `Post ${counter}`,
        excerpt: '요약',
        excerptEn: 'Summary',
        body: '# 제목\n본문 **굵게**',
        bodyEn: '# Heading\nBody **bold**',
        tags: ['news'],
        authorName: 'Vernissage',
        published: true,
        ...fields,
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<BlogPostDto>();
  }

  /** A published open call closing in ten days, unless `fields` say otherwise. */
  async opportunity(admin: SignedInUser, fields: Record<string, unknown> = {}): Promise<OpportunityDto> {
    const answer = await this.call(admin, 'POST', '/opportunity', {
      body: {
        kind: 'open_call',
        title: '공모',
        titleEn: 'Open call',
        organiser: 'Seoul Art Space',
        description: 'Apply **now**',
        deadline: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        timeZone: 'Asia/Seoul',
        eligibility: 'Artists living in Korea',
        countries: ['KR'],
        fee: 'Free',
        link: 'https://example.org/call',
        location: 'Seoul',
        published: true,
        ...fields,
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<OpportunityDto>();
  }
}
