import type { ParticipantStatus } from '@vernissage/shared';
import type { MailMessage } from './mailer.js';

/**
 * The platform's mails, in Korean and English together (we do not yet know every reader's
 * language when we write to them).
 */

function bilingual(to: string, subject: string, korean: string, english: string): MailMessage {
  const text = `${korean}\n\n---\n\n${english}\n`;
  const html = [korean, english]
    .map(
      (block) =>
        `<p>${escapeHtml(block)
          .replace(/\n/g, '<br>')
          .replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>`,
    )
    .join('<hr>');
  return { to, subject, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function verificationMail(to: string, name: string, url: string): MailMessage {
  return bilingual(
    to,
    'Vernissage 이메일 인증 / Verify your e-mail',
    `${name}님, Vernissage에 가입해 주셔서 감사합니다.\n아래 링크를 열어 이메일 주소를 인증해 주세요:\n${url}`,
    `Hello ${name}, thank you for joining Vernissage.\nOpen this link to verify your e-mail address:\n${url}`,
  );
}

export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  return bilingual(
    to,
    'Vernissage 비밀번호 재설정 / Reset your password',
    `${name}님, 비밀번호 재설정을 요청하셨습니다.\n아래 링크에서 새 비밀번호를 정해 주세요 (1시간 동안 유효):\n${url}\n요청하지 않으셨다면 이 메일을 무시하세요.`,
    `Hello ${name}, you asked to reset your password.\nChoose a new one here (valid for one hour):\n${url}\nIf you did not ask for this, ignore this mail.`,
  );
}

export function invitationMail(to: string, inviter: string, workspace: string, role: string, url: string): MailMessage {
  return bilingual(
    to,
    `Vernissage: ${workspace} 초대 / Invitation to ${workspace}`,
    `${inviter}님이 ${workspace}에 ${role} 역할로 초대했습니다.\n아래 링크에서 초대를 수락하세요:\n${url}`,
    `${inviter} invited you to ${workspace} as ${role}.\nAccept the invitation here:\n${url}`,
  );
}

export function holdMail(to: string, who: string, title: string, until: string, url: string): MailMessage {
  return bilingual(
    to,
    `Vernissage: ${title} 홀드 / ${title} is on hold`,
    `${who}님이 「${title}」을(를) 홀드했습니다 (${until}까지).\n${url}`,
    `${who} put "${title}" on hold (until ${until}).\n${url}`,
  );
}

export function purchaseMail(to: string, who: string, title: string, url: string): MailMessage {
  return bilingual(
    to,
    `Vernissage: ${title} 구매 요청 / Purchase request for ${title}`,
    `${who}님이 「${title}」 구매를 요청했습니다. 확인해 주세요.\n${url}`,
    `${who} asked to buy "${title}". Please confirm.\n${url}`,
  );
}

export function confirmedMail(to: string, gallery: string, title: string, url: string): MailMessage {
  return bilingual(
    to,
    `Vernissage: ${title} 구매 확정 / Your purchase of ${title} is confirmed`,
    `${gallery}에서 「${title}」 구매를 확정했습니다.\n${url}`,
    `${gallery} confirmed your purchase of "${title}".\n${url}`,
  );
}

export function waitlistOfferMail(to: string, gallery: string, title: string, url: string): MailMessage {
  return bilingual(
    to,
    `Vernissage: ${title}을(를) 다시 홀드할 수 있습니다 / ${title} is available again`,
    `기다리시던 「${title}」(${gallery})의 홀드가 끝났습니다. 지금 홀드하거나 구매할 수 있습니다.\n${url}`,
    `The hold on "${title}" (${gallery}) you were waiting for has ended. You can hold or buy it now.\n${url}`,
  );
}

/** An offer made by e-mail to someone who can already sign in and see it. */
export function offerMail(to: string, gallery: string, title: string, url: string): MailMessage {
  return bilingual(
    to,
    `Vernissage: ${gallery}에서 「${title}」을(를) 제안했습니다 / ${gallery} offers you ${title}`,
    `${gallery}에서 「${title}」을(를) 제안했습니다. 아래 링크에서 홀드하거나 구매를 요청할 수 있습니다:\n${url}`,
    `${gallery} offers you "${title}". Hold it or ask to buy it here:\n${url}`,
  );
}

/**
 * An offer made by e-mail to an address with no verified account: the offer waits for whoever
 * signs up (or signs in) with this address and verifies it.
 */
export function offerInvitationMail(
  to: string,
  gallery: string,
  title: string,
  signupUrl: string,
  url: string,
): MailMessage {
  return bilingual(
    to,
    `Vernissage: ${gallery}에서 「${title}」을(를) 제안했습니다 / ${gallery} offers you ${title}`,
    `${gallery}에서 Vernissage를 통해 「${title}」을(를) 제안했습니다.\n이 이메일 주소로 가입하고 인증하면 제안을 볼 수 있습니다:\n${signupUrl}\n이미 계정이 있다면 이 주소로 로그인해 인증한 뒤 여기서 확인하세요:\n${url}`,
    `${gallery} offers you "${title}" on Vernissage.\nSign up with this e-mail address and verify it to see the offer:\n${signupUrl}\nIf you already have an account, sign in with this address, verify it, and find the offer here:\n${url}`,
  );
}

/** To a room's owner, when a recipient link of it is opened for the first time (ADR 019). */
export function roomFirstOpenMail(to: string, room: string, recipient: string, url: string): MailMessage {
  return bilingual(
    to,
    `Vernissage: ${recipient}님이 「${room}」을(를) 열었습니다 / ${recipient} opened "${room}"`,
    `${recipient}님이 뷰잉룸 「${room}」을(를) 처음 열어 보았습니다.\n누가 무엇을 보았는지 확인하세요:\n${url}`,
    `${recipient} opened your viewing room "${room}" for the first time.\nSee who looked at what:\n${url}`,
  );
}

/** A visitor's message or lead, told to a workspace's owners and admins; the inbox has the rest. */
export function visitorMessageMail(
  to: string,
  gallery: string,
  visitor: { kind: 'message' | 'lead'; name: string | null; email: string | null; message: string },
  url: string,
): MailMessage {
  const who = visitor.name ?? visitor.email ?? null;
  const koWho = who ?? '방문자';
  const enWho = who ?? 'A visitor';
  const quote = visitor.message ? `\n\n${visitor.message}\n` : '\n';
  return visitor.kind === 'lead'
    ? bilingual(
        to,
        `Vernissage: ${gallery} 새 연락처 / New lead for ${gallery}`,
        `${koWho}님이 ${gallery}에 연락처를 남겼습니다.${quote}\n받은 편지함에서 확인하세요:\n${url}`,
        `${enWho} left their contact details for ${gallery}.${quote}\nSee it in your inbox:\n${url}`,
      )
    : bilingual(
        to,
        `Vernissage: ${gallery} 새 메시지 / New message for ${gallery}`,
        `${koWho}님이 ${gallery}에 메시지를 보냈습니다.${quote}\n받은 편지함에서 확인하고 답장하세요:\n${url}`,
        `${enWho} sent ${gallery} a message.${quote}\nRead and answer it in your inbox:\n${url}`,
      );
}

/**
 * A member's reply to a visitor, in the name of the workspace; the visitor's answer goes to the
 * member (`replyTo`), and their own message is quoted below.
 */
export function visitorReplyMail(
  to: string,
  gallery: string,
  reply: { message: string; replyTo: string; original: string },
): MailMessage {
  const quoted = reply.original
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    ...bilingual(
      to,
      `${gallery}: 답장 / Reply from ${gallery}`,
      `${gallery}에서 답장을 보냈습니다:\n\n${reply.message}\n\n보내신 메시지:\n${quoted}`,
      `${gallery} replied to you:\n\n${reply.message}\n\nYour message:\n${quoted}`,
    ),
    replyTo: reply.replyTo,
  };
}

export function paymentFailedMail(
  to: string,
  name: string,
  productid: string,
  retryAt: Date,
  url: string,
): MailMessage {
  const day = retryAt.toISOString().slice(0, 10);
  return bilingual(
    to,
    'Vernissage 결제 실패 / Your payment did not go through',
    `${name}님, ${productid} 플랜의 정기 결제가 카드사에서 거절되었습니다.\n${day}에 다시 시도합니다. 그 전에 카드를 확인하거나 바꿔 주세요:\n${url}\n플랜은 그때까지 그대로 쓰실 수 있습니다.`,
    `Hello ${name}, the renewal of your ${productid} plan was declined by your card issuer.\nWe will try again on ${day}. Please check or change your card before then:\n${url}\nYour plan keeps working until then.`,
  );
}

export function planExpiredMail(to: string, name: string, productid: string, url: string): MailMessage {
  return bilingual(
    to,
    'Vernissage 플랜 만료 / Your plan has expired',
    `${name}님, 결제가 세 번 거절되어 ${productid} 플랜이 만료되었습니다.\n작품과 데이터는 그대로 남아 있으며 읽기 전용이 됩니다. 결제하시면 바로 다시 편집할 수 있습니다:\n${url}`,
    `Hello ${name}, your ${productid} plan has expired after three declined payments.\nYour works and data are kept, read-only. Pay to edit them again at once:\n${url}`,
  );
}

export function giftMail(to: string, from: string, productid: string, code: string, url: string): MailMessage {
  return bilingual(
    to,
    `Vernissage 선물 / A gift from ${from}`,
    `${from}님이 Vernissage ${productid} 플랜을 선물했습니다.\n선물 코드: ${code}\n아래 페이지에서 코드를 입력하고 적용하세요:\n${url}`,
    `${from} has given you a Vernissage ${productid} plan.\nGift code: ${code}\nEnter and apply it here:\n${url}`,
  );
}

const PARTICIPANT_STATUS_WORDS: Record<ParticipantStatus, [string, string]> = {
  applied: ['참가 신청이 접수되었습니다', 'has an application'],
  accepted: ['참가가 확정되었습니다', 'is accepted'],
  waitlisted: ['대기자 명단에 올랐습니다', 'is on the waiting list'],
  declined: ['이번에는 참가가 어렵게 되었습니다', 'is declined this time'],
  withdrawn: ['참가를 철회했습니다', 'has withdrawn'],
};

/** A participant's status changed: the exhibitor is told of decisions, the organiser of applications and withdrawals. */
export function fairStatusMail(
  to: string,
  fair: string,
  exhibitor: string,
  status: ParticipantStatus,
  url: string,
): MailMessage {
  const [korean, english] = PARTICIPANT_STATUS_WORDS[status];
  return bilingual(
    to,
    `${fair}: ${exhibitor} — ${korean} / ${english}`,
    `${fair}에 ${exhibitor}의 ${korean}.\n${url}`,
    `${exhibitor} ${english} at ${fair}.\n${url}`,
  );
}

/** A platform admin invited this address to judge a round of a contest (ADR 031). */
export function contestJurorMail(to: string, contest: string, round: number, url: string): MailMessage {
  return bilingual(
    to,
    `Vernissage: ${contest} 심사 초대 / Invitation to judge ${contest}`,
    `「${contest}」 ${round}차 심사에 심사위원으로 초대되었습니다.\n이 이메일 주소로 로그인해 출품작을 심사해 주세요:\n${url}`,
    `You are invited to judge round ${round} of "${contest}".\nSign in with this e-mail address to score the entries:\n${url}`,
  );
}

/** The results of a contest the reader entered are published. */
export function contestResultsMail(to: string, contest: string, url: string): MailMessage {
  return bilingual(
    to,
    `Vernissage: ${contest} 결과 발표 / Results of ${contest}`,
    `「${contest}」의 심사 결과가 발표되었습니다.\n출품작의 결과는 여기에서 확인하세요:\n${url}`,
    `The results of "${contest}" are published.\nSee how your entry did here:\n${url}`,
  );
}

/** A saved opportunity's deadline is near (ADR 033); `deadline` is written in its own time zone. */
export function opportunityReminderMail(to: string, title: string, deadline: string, url: string): MailMessage {
  return bilingual(
    to,
    `Vernissage: ${title} 마감 임박 / ${title} closes soon`,
    `저장하신 「${title}」의 마감이 다가옵니다: ${deadline}.\n${url}`,
    `"${title}", which you saved, closes soon: ${deadline}.\n${url}`,
  );
}
