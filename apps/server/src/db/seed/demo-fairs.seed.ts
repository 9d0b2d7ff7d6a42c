import { calendarDayIn, EXHIBITION_TIME_ZONE } from '@vernissage/shared';
import { joinFair, updateParticipant } from '../../modules/fair/fair-participants.service.js';
import { addMemo, reviewSubmission, submit } from '../../modules/fair/fair-submissions.service.js';
import { listInventory } from '../../modules/inventory/inventory.service.js';
import { createFair, setFairAccess } from '../../modules/fair/fair.service.js';
import { identityOf } from './demo-inventory.seed.js';
import type { Seed } from './seed-runner.js';

/** A day `offset` days from today, in the time zone fair dates are read in. */
function dayFrom(offset: number): string {
  return calendarDayIn(EXHIBITION_TIME_ZONE, new Date(Date.now() + offset * 86_400_000));
}

/**
 * The demo fair account runs one published fair, open for applications; it invited the demo
 * gallery, which applied, submitted an artwork list of four works from its inventory (approved)
 * and was accepted with a booth in the Galleries section; the organiser keeps a memo on it. The
 * demo artist's studio has applied too and waits for the organiser's decision (her home shows it).
 */
export const demoFairsSeed: Seed = {
  name: 'demo-fairs',
  run: async (ctx) => {
    const organiser = await identityOf(ctx, 'fair@demo.vernissage.kr');
    const gallery = await identityOf(ctx, 'gallery@demo.vernissage.kr');
    const artist = await identityOf(ctx, 'artist@demo.vernissage.kr');
    const fair = await createFair(ctx, organiser.identity, organiser.gid, {
      name: '서울 아트 페어 2027',
      nameEn: 'Seoul Art Fair 2027',
      startDate: dayFrom(60),
      endDate: dayFrom(63),
      venue: { name: 'COEX Hall A · 코엑스 A홀', address: '서울 강남구 영동대로 513' },
      sections: ['Galleries', 'Focus', 'Solo'],
      applicationOpensAt: new Date(Date.now() - 7 * 86_400_000).toISOString(),
      applicationClosesAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      feeText: '부스당 ₩3,000,000 (VAT 별도) · ₩3,000,000 per booth, VAT excluded',
      requiredDocuments: ['CV', 'Booth plan · 부스 계획', 'Artwork list · 출품 목록'],
      published: true,
    });
    await setFairAccess(ctx, organiser.identity, organiser.gid, {
      fid: fair.fairId,
      gid: gallery.gid,
      accessLevel: 'invited',
    });
    const participant = await joinFair(ctx, gallery.identity, { gid: gallery.gid, artFairId: fair.fairId });
    await updateParticipant(ctx, organiser.identity, organiser.gid, participant.participantId, {
      status: 'accepted',
      booth: { number: 'A12', size: '6 × 4 m', hall: 'Hall A' },
      section: 'Galleries',
    });
    const inventory = await listInventory(ctx, gallery.identity, gallery.gid, {
      page: 0,
      size: 4,
      sort: 'idx',
      trash: false,
    });
    const list = await submit(ctx, gallery.identity, gallery.gid, {
      participantId: participant.participantId,
      submissionType: 'artwork_list',
      submissionStatus: 'submitted',
      content: { aids: inventory.items.map((item) => item.aid) },
    });
    await reviewSubmission(ctx, organiser.identity, organiser.gid, list.id, {
      submissionStatus: 'approved',
      reviewNote: '좋은 구성입니다 · A strong selection',
    });
    await joinFair(ctx, artist.identity, { gid: artist.gid, artFairId: fair.fairId });
    await addMemo(ctx, organiser.identity, organiser.gid, participant.participantId, {
      content: '작년 참가 갤러리, 코너 부스 희망 · Took part last year; asks for a corner booth.',
    });
  },
};
