import { UserType, type ContestDto, type EntryDto } from '@vernissage/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createArtwork } from '../db/factories/artwork.factory.js';
import { setAdmin } from '../modules/user/admin.service.js';
import type { TestApp } from './test-app.js';
import { createUser, type SignedInUser } from './users.js';

/** Calls `/api/contest…` as `user` (anonymous when null), with id headers and a JSON body. */
export class ContestClient {
  private readonly t: TestApp;

  constructor(t: TestApp) {
    this.t = t;
  }

  call(
    user: SignedInUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { gid?: string; body?: unknown } = {},
  ): Promise<LightMyRequestResponse> {
    return this.t.app.inject({
      method,
      url: `/api/contest${path}`,
      headers: { ...(user?.auth ?? {}), ...(options.gid !== undefined && { gid: options.gid }) },
      ...(options.body !== undefined && { payload: options.body as Record<string, unknown> }),
    });
  }

  /** A platform admin, as `npm run admin -- grant` makes one. */
  async admin(): Promise<SignedInUser> {
    const user = await createUser(this.t.app, this.t.database.db, { type: UserType.others });
    await setAdmin(this.t.database.db, user.email, true);
    return user;
  }

  /** Signed-in users of these types, one each, in order. */
  users<const T extends readonly UserType[]>(...types: T): Promise<{ [K in keyof T]: SignedInUser }> {
    return Promise.all(types.map((type) => createUser(this.t.app, this.t.database.db, { type }))) as Promise<{
      [K in keyof T]: SignedInUser;
    }>;
  }

  /** Works of the user's own inventory, by aid. */
  async works(user: SignedInUser, count: number): Promise<string[]> {
    const aids: string[] = [];
    for (let n = 0; n < count; n++) {
      const { artwork } = await createArtwork(this.t.database.db, {
        gid: user.gid,
        createdBy: user.uid,
        title: `Work ${n}`,
      });
      aids.push(artwork.id);
    }
    return aids;
  }

  /** A contest made by `admin`: published, open to artists and galleries, deadline in ten days, unless `fields` say otherwise. */
  async contest(admin: SignedInUser, fields: Record<string, unknown> = {}): Promise<ContestDto> {
    const answer = await this.call(admin, 'POST', '', {
      body: {
        title: `공모전 ${Math.random().toString(36).slice(2, 7)}`,
        titleEn: 'Open call',
        rules: '## Rules\nOne **statement**, up to three works.',
        eligibleTypes: [UserType.artist, UserType.gallery],
        deadline: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        timeZone: 'Asia/Seoul',
        worksAllowed: 3,
        prizes: '₩5,000,000',
        published: true,
        ...fields,
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ContestDto>();
  }

  /** `user`'s entry, in their own workspace, with `aids` of its inventory. */
  async enter(
    user: SignedInUser,
    contestId: string,
    aids: string[],
    statement = 'An artist statement.',
  ): Promise<EntryDto> {
    const answer = await this.call(user, 'POST', '/submission', {
      gid: user.gid,
      body: { contestId, aids, statement },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<EntryDto>();
  }

  /** Moves a contest's deadline into the past (as its admin), so that its rounds may close. */
  async pastDeadline(admin: SignedInUser, contestId: string): Promise<void> {
    const answer = await this.call(admin, 'PUT', `/${contestId}`, {
      body: { deadline: new Date(Date.now() - 1000).toISOString() },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
}
