import { eq } from 'drizzle-orm';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { myArtworks } from '../../modules/artwork/artwork.service.js';
import { markMessages, receiveLead, receiveMessage } from '../../modules/visitor/visitor.service.js';
import { listWorkspaces } from '../../modules/workspace/workspace.service.js';
import { users } from '../schema/index.js';
import type { Seed } from './seed-runner.js';

/**
 * What visitors wrote to the demo gallery: a question about a work from a viewing room, one
 * from the website, a note without an address (it cannot be answered), and a lead following up
 * the first; one is already read. Written through the visitor service, as a visitor's request is.
 */
export const demoVisitorsSeed: Seed = {
  name: 'demo-visitors',
  run: async (ctx: AppContext) => {
    const user = await ctx.db.query.users.findFirst({ where: eq(users.email, 'gallery@demo.vernissage.kr') });
    if (!user) throw new Error('demo account gallery@demo.vernissage.kr is missing: the demo-accounts seed runs first');
    const identity: Identity = { userId: user.id, sessionId: 'seed', user };
    const [workspace] = await listWorkspaces(ctx, identity);
    const gid = workspace!.gid;
    const [work] = (await myArtworks(ctx, identity, { page: 0, size: 1 })).items;

    const question = await receiveMessage(ctx, {
      gid,
      message: '이 작품이 아직 구매 가능한가요? 배송은 부산까지 가능한지도 궁금합니다.',
      answers: { 예산: '1,000만 원 이하', 'How did you find us?': 'Instagram' },
      name: '정하린',
      email: 'harin.visitor@example.com',
      locale: 'ko',
      source: { kind: 'room', path: '/showcase/rooms/spring' },
      ...(work && { aid: work.aid }),
    });
    await receiveMessage(ctx, {
      gid,
      message: 'Do you represent Sua Lee in Europe? I would love to see more of her large colour fields.',
      answers: {},
      name: 'Emma Schneider',
      email: 'emma.visitor@example.com',
      locale: 'en',
      source: { kind: 'website', path: '/web/demo-gallery' },
    });
    const note = await receiveMessage(ctx, {
      gid,
      message: '전시 잘 봤습니다. 다음 전시도 기대할게요!',
      answers: {},
      source: { kind: 'exhibition', path: '/showcase/exhibitions/autumn' },
    });
    await receiveLead(ctx, {
      gid,
      email: 'harin.visitor@example.com',
      name: '정하린',
      phone: '010-1234-5678',
      memo: '주말에 전화 주세요.',
      locale: 'ko',
      vmids: [question.vmid],
      source: { kind: 'room', path: '/showcase/rooms/spring' },
    });
    await markMessages(ctx, identity, gid, { vmids: [note.vmid], status: 'read' });
  },
};
