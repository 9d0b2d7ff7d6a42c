import { textIn, type ParticipantStatus, type TwoLanguages } from '@vernissage/shared';
import type { MailMessage } from './mailer.js';
import type { Recipient } from './recipient.js';

/**
 * The platform's mails, each written in its recipient's language (issue 18, ADR 038); to someone
 * whose language we do not know (an address without an account, an account from before it was
 * kept), in Korean and English together, each half naming titles and names in its own language.
 */

/** A title or name kept in two languages (`{ ko: title, en: titleEn }`), or one that has only one. */
type Text = string | TwoLanguages;

/** What a mail says, in each language. */
interface Words {
  ko: string;
  en: string;
}

/** A text as each half of a mail names it: its own language, else the other (`textIn`). */
function inEach(text: Text): Words {
  return typeof text === 'string' ? { ko: text, en: text } : { ko: textIn('ko', text), en: textIn('en', text) };
}

function letter(to: Recipient, subject: Words, body: Words): MailMessage {
  if (to.locale) {
    return {
      to: to.email,
      subject: subject[to.locale],
      text: `${body[to.locale]}\n`,
      html: paragraph(body[to.locale]),
    };
  }
  return {
    to: to.email,
    subject: bothSubjects(subject),
    text: `${body.ko}\n\n---\n\n${body.en}\n`,
    html: [body.ko, body.en].map(paragraph).join('<hr>'),
  };
}

/** "Vernissage: 달항아리 홀드 / Moon Jar is on hold": a prefix both subjects share is said once. */
function bothSubjects({ ko, en }: Words): string {
  const colon = ko.indexOf(': ');
  const prefix = colon === -1 ? '' : ko.slice(0, colon + 2);
  return prefix && en.startsWith(prefix) ? `${ko} / ${en.slice(prefix.length)}` : `${ko} / ${en}`;
}

function paragraph(block: string): string {
  return `<p>${escapeHtml(block)
    .replace(/\n/g, '<br>')
    .replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function verificationMail(to: Recipient, name: Text, url: string): MailMessage {
  const who = inEach(name);
  return letter(
    to,
    { ko: 'Vernissage 이메일 인증', en: 'Verify your e-mail for Vernissage' },
    {
      ko: `${who.ko}님, Vernissage에 가입해 주셔서 감사합니다.\n아래 링크를 열어 이메일 주소를 인증해 주세요:\n${url}`,
      en: `Hello ${who.en}, thank you for joining Vernissage.\nOpen this link to verify your e-mail address:\n${url}`,
    },
  );
}

export function passwordResetMail(to: Recipient, name: Text, url: string): MailMessage {
  const who = inEach(name);
  return letter(
    to,
    { ko: 'Vernissage 비밀번호 재설정', en: 'Reset your Vernissage password' },
    {
      ko: `${who.ko}님, 비밀번호 재설정을 요청하셨습니다.\n아래 링크에서 새 비밀번호를 정해 주세요 (1시간 동안 유효):\n${url}\n요청하지 않으셨다면 이 메일을 무시하세요.`,
      en: `Hello ${who.en}, you asked to reset your password.\nChoose a new one here (valid for one hour):\n${url}\nIf you did not ask for this, ignore this mail.`,
    },
  );
}

export function invitationMail(to: Recipient, inviter: Text, workspace: Text, role: string, url: string): MailMessage {
  const [by, place] = [inEach(inviter), inEach(workspace)];
  return letter(
    to,
    { ko: `Vernissage: ${place.ko} 초대`, en: `Vernissage: Invitation to ${place.en}` },
    {
      ko: `${by.ko}님이 ${place.ko}에 ${role} 역할로 초대했습니다.\n아래 링크에서 초대를 수락하세요:\n${url}`,
      en: `${by.en} invited you to ${place.en} as ${role}.\nAccept the invitation here:\n${url}`,
    },
  );
}

export function holdMail(to: Recipient, who: Text, title: Text, until: string, url: string): MailMessage {
  const [by, work] = [inEach(who), inEach(title)];
  return letter(
    to,
    { ko: `Vernissage: ${work.ko} 홀드`, en: `Vernissage: ${work.en} is on hold` },
    {
      ko: `${by.ko}님이 「${work.ko}」을(를) 홀드했습니다 (${until}까지).\n${url}`,
      en: `${by.en} put "${work.en}" on hold (until ${until}).\n${url}`,
    },
  );
}

export function holdExtendedMail(to: Recipient, gallery: Text, title: Text, until: string, url: string): MailMessage {
  const [from, work] = [inEach(gallery), inEach(title)];
  return letter(
    to,
    { ko: `Vernissage: ${work.ko} 홀드 연장`, en: `Vernissage: Your hold on ${work.en} is extended` },
    {
      ko: `${from.ko}에서 「${work.ko}」 홀드를 ${until}까지 연장했습니다.\n${url}`,
      en: `${from.en} extended your hold on "${work.en}" until ${until}.\n${url}`,
    },
  );
}

export function purchaseMail(to: Recipient, who: Text, title: Text, url: string): MailMessage {
  const [by, work] = [inEach(who), inEach(title)];
  return letter(
    to,
    { ko: `Vernissage: ${work.ko} 구매 요청`, en: `Vernissage: Purchase request for ${work.en}` },
    {
      ko: `${by.ko}님이 「${work.ko}」 구매를 요청했습니다. 확인해 주세요.\n${url}`,
      en: `${by.en} asked to buy "${work.en}". Please confirm.\n${url}`,
    },
  );
}

export function confirmedMail(to: Recipient, gallery: Text, title: Text, url: string): MailMessage {
  const [from, work] = [inEach(gallery), inEach(title)];
  return letter(
    to,
    { ko: `Vernissage: ${work.ko} 구매 확정`, en: `Vernissage: Your purchase of ${work.en} is confirmed` },
    {
      ko: `${from.ko}에서 「${work.ko}」 구매를 확정했습니다.\n${url}`,
      en: `${from.en} confirmed your purchase of "${work.en}".\n${url}`,
    },
  );
}

export function waitlistOfferMail(to: Recipient, gallery: Text, title: Text, url: string): MailMessage {
  const [from, work] = [inEach(gallery), inEach(title)];
  return letter(
    to,
    { ko: `Vernissage: ${work.ko}을(를) 다시 홀드할 수 있습니다`, en: `Vernissage: ${work.en} is available again` },
    {
      ko: `기다리시던 「${work.ko}」(${from.ko})의 홀드가 끝났습니다. 지금 홀드하거나 구매할 수 있습니다.\n${url}`,
      en: `The hold on "${work.en}" (${from.en}) you were waiting for has ended. You can hold or buy it now.\n${url}`,
    },
  );
}

/** An offer made by e-mail to someone who can already sign in and see it. */
export function offerMail(to: Recipient, gallery: Text, title: Text, url: string): MailMessage {
  const [from, work] = [inEach(gallery), inEach(title)];
  return letter(
    to,
    {
      ko: `Vernissage: ${from.ko}에서 「${work.ko}」을(를) 제안했습니다`,
      en: `Vernissage: ${from.en} offers you ${work.en}`,
    },
    {
      ko: `${from.ko}에서 「${work.ko}」을(를) 제안했습니다. 아래 링크에서 홀드하거나 구매를 요청할 수 있습니다:\n${url}`,
      en: `${from.en} offers you "${work.en}". Hold it or ask to buy it here:\n${url}`,
    },
  );
}

/**
 * An offer made by e-mail to an address with no verified account: the offer waits for whoever
 * signs up (or signs in) with this address and verifies it.
 */
export function offerInvitationMail(
  to: Recipient,
  gallery: Text,
  title: Text,
  signupUrl: string,
  url: string,
): MailMessage {
  const [from, work] = [inEach(gallery), inEach(title)];
  return letter(
    to,
    {
      ko: `Vernissage: ${from.ko}에서 「${work.ko}」을(를) 제안했습니다`,
      en: `Vernissage: ${from.en} offers you ${work.en}`,
    },
    {
      ko: `${from.ko}에서 Vernissage를 통해 「${work.ko}」을(를) 제안했습니다.\n이 이메일 주소로 가입하고 인증하면 제안을 볼 수 있습니다:\n${signupUrl}\n이미 계정이 있다면 이 주소로 로그인해 인증한 뒤 여기서 확인하세요:\n${url}`,
      en: `${from.en} offers you "${work.en}" on Vernissage.\nSign up with this e-mail address and verify it to see the offer:\n${signupUrl}\nIf you already have an account, sign in with this address, verify it, and find the offer here:\n${url}`,
    },
  );
}

/** To a room's owner, when a recipient link of it is opened for the first time (ADR 019). */
export function roomFirstOpenMail(to: Recipient, room: Text, recipient: string, url: string): MailMessage {
  const name = inEach(room);
  return letter(
    to,
    {
      ko: `Vernissage: ${recipient}님이 「${name.ko}」을(를) 열었습니다`,
      en: `Vernissage: ${recipient} opened "${name.en}"`,
    },
    {
      ko: `${recipient}님이 뷰잉룸 「${name.ko}」을(를) 처음 열어 보았습니다.\n누가 무엇을 보았는지 확인하세요:\n${url}`,
      en: `${recipient} opened your viewing room "${name.en}" for the first time.\nSee who looked at what:\n${url}`,
    },
  );
}

/** A visitor's message or lead, told to a workspace's owners and admins; the inbox has the rest. */
export function visitorMessageMail(
  to: Recipient,
  gallery: Text,
  visitor: { kind: 'message' | 'lead'; name: string | null; email: string | null; message: string },
  url: string,
): MailMessage {
  const place = inEach(gallery);
  const who = visitor.name ?? visitor.email ?? null;
  const koWho = who ?? '방문자';
  const enWho = who ?? 'A visitor';
  const quote = visitor.message ? `\n\n${visitor.message}\n` : '\n';
  return visitor.kind === 'lead'
    ? letter(
        to,
        { ko: `Vernissage: ${place.ko} 새 연락처`, en: `Vernissage: New lead for ${place.en}` },
        {
          ko: `${koWho}님이 ${place.ko}에 연락처를 남겼습니다.${quote}\n받은 편지함에서 확인하세요:\n${url}`,
          en: `${enWho} left their contact details for ${place.en}.${quote}\nSee it in your inbox:\n${url}`,
        },
      )
    : letter(
        to,
        { ko: `Vernissage: ${place.ko} 새 메시지`, en: `Vernissage: New message for ${place.en}` },
        {
          ko: `${koWho}님이 ${place.ko}에 메시지를 보냈습니다.${quote}\n받은 편지함에서 확인하고 답장하세요:\n${url}`,
          en: `${enWho} sent ${place.en} a message.${quote}\nRead and answer it in your inbox:\n${url}`,
        },
      );
}

/**
 * A member's reply to a visitor, in the name of the workspace; the visitor's answer goes to the
 * member (`replyTo`), and their own message is quoted below.
 */
export function visitorReplyMail(
  to: Recipient,
  gallery: Text,
  reply: { message: string; replyTo: string; original: string },
): MailMessage {
  const place = inEach(gallery);
  const quoted = reply.original
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    ...letter(
      to,
      { ko: `${place.ko}: 답장`, en: `${place.en}: Reply from ${place.en}` },
      {
        ko: `${place.ko}에서 답장을 보냈습니다:\n\n${reply.message}\n\n보내신 메시지:\n${quoted}`,
        en: `${place.en} replied to you:\n\n${reply.message}\n\nYour message:\n${quoted}`,
      },
    ),
    replyTo: reply.replyTo,
  };
}

export function paymentFailedMail(
  to: Recipient,
  name: Text,
  productid: string,
  retryAt: Date,
  url: string,
): MailMessage {
  const who = inEach(name);
  const day = retryAt.toISOString().slice(0, 10);
  return letter(
    to,
    { ko: 'Vernissage 결제 실패', en: 'Your payment did not go through' },
    {
      ko: `${who.ko}님, ${productid} 플랜의 정기 결제가 카드사에서 거절되었습니다.\n${day}에 다시 시도합니다. 그 전에 카드를 확인하거나 바꿔 주세요:\n${url}\n플랜은 그때까지 그대로 쓰실 수 있습니다.`,
      en: `Hello ${who.en}, the renewal of your ${productid} plan was declined by your card issuer.\nWe will try again on ${day}. Please check or change your card before then:\n${url}\nYour plan keeps working until then.`,
    },
  );
}

export function planExpiredMail(to: Recipient, name: Text, productid: string, url: string): MailMessage {
  const who = inEach(name);
  return letter(
    to,
    { ko: 'Vernissage 플랜 만료', en: 'Your plan has expired' },
    {
      ko: `${who.ko}님, 결제가 세 번 거절되어 ${productid} 플랜이 만료되었습니다.\n작품과 데이터는 그대로 남아 있으며 읽기 전용이 됩니다. 결제하시면 바로 다시 편집할 수 있습니다:\n${url}`,
      en: `Hello ${who.en}, your ${productid} plan has expired after three declined payments.\nYour works and data are kept, read-only. Pay to edit them again at once:\n${url}`,
    },
  );
}

export function giftMail(to: Recipient, from: Text, productid: string, code: string, url: string): MailMessage {
  const giver = inEach(from);
  return letter(
    to,
    { ko: 'Vernissage 선물', en: `A gift from ${giver.en}` },
    {
      ko: `${giver.ko}님이 Vernissage ${productid} 플랜을 선물했습니다.\n선물 코드: ${code}\n아래 페이지에서 코드를 입력하고 적용하세요:\n${url}`,
      en: `${giver.en} has given you a Vernissage ${productid} plan.\nGift code: ${code}\nEnter and apply it here:\n${url}`,
    },
  );
}

/**
 * What each status says about the exhibitor (`who`) at the fair (`fair`), as whole sentences per
 * language: no one status phrase reads right after a shared "{fair}에 {name}의" frame. In Korean the
 * name is followed by 님, which also fixes the particles after it (님이, 님의) whatever the name.
 */
const FAIR_STATUS_LETTERS: Record<ParticipantStatus, (fair: Words, who: Words) => { subject: Words; body: Words }> = {
  applied: (fair, who) => ({
    subject: { ko: `${fair.ko}: ${who.ko} 님의 참가 신청`, en: `${fair.en}: Application from ${who.en}` },
    body: {
      ko: `${who.ko} 님의 ${fair.ko} 참가 신청이 접수되었습니다.`,
      en: `${who.en} has applied to take part in ${fair.en}.`,
    },
  }),
  accepted: (fair, who) => ({
    subject: { ko: `${fair.ko}: ${who.ko} 님 참가 확정`, en: `${fair.en}: ${who.en} is accepted` },
    body: {
      ko: `축하합니다. ${who.ko} 님의 ${fair.ko} 참가가 확정되었습니다.`,
      en: `Congratulations: ${who.en} is accepted to take part in ${fair.en}.`,
    },
  }),
  waitlisted: (fair, who) => ({
    subject: { ko: `${fair.ko}: ${who.ko} 님 대기자 명단 등록`, en: `${fair.en}: ${who.en} is on the waiting list` },
    body: {
      ko: `${who.ko} 님의 ${fair.ko} 참가 신청이 대기자 명단에 올랐습니다.`,
      en: `The application of ${who.en} to ${fair.en} is on the waiting list.`,
    },
  }),
  declined: (fair, who) => ({
    subject: {
      ko: `${fair.ko}: ${who.ko} 님 참가 신청 결과 안내`,
      en: `${fair.en}: Decision on ${who.en}'s application`,
    },
    body: {
      ko: `아쉽게도 ${who.ko} 님의 ${fair.ko} 참가 신청은 이번에 함께하지 못하게 되었습니다.`,
      en: `We are sorry: the application of ${who.en} to ${fair.en} could not be accepted this time.`,
    },
  }),
  withdrawn: (fair, who) => ({
    subject: { ko: `${fair.ko}: ${who.ko} 님 참가 철회`, en: `${fair.en}: ${who.en} has withdrawn` },
    body: {
      ko: `${who.ko} 님이 ${fair.ko} 참가를 철회했습니다.`,
      en: `${who.en} has withdrawn from ${fair.en}.`,
    },
  }),
};

/** A participant's status changed: the exhibitor is told of decisions, the organiser of applications and withdrawals. */
export function fairStatusMail(
  to: Recipient,
  fair: Text,
  exhibitor: Text,
  status: ParticipantStatus,
  url: string,
): MailMessage {
  const { subject, body } = FAIR_STATUS_LETTERS[status](inEach(fair), inEach(exhibitor));
  return letter(to, subject, { ko: `${body.ko}\n${url}`, en: `${body.en}\n${url}` });
}

/** A platform admin invited this address to judge a round of a contest (ADR 031). */
export function contestJurorMail(to: Recipient, contest: Text, round: number, url: string): MailMessage {
  const name = inEach(contest);
  return letter(
    to,
    { ko: `Vernissage: ${name.ko} 심사 초대`, en: `Vernissage: Invitation to judge ${name.en}` },
    {
      ko: `「${name.ko}」 ${round}차 심사에 심사위원으로 초대되었습니다.\n이 이메일 주소로 로그인해 출품작을 심사해 주세요:\n${url}`,
      en: `You are invited to judge round ${round} of "${name.en}".\nSign in with this e-mail address to score the entries:\n${url}`,
    },
  );
}

/** The results of a contest the reader entered are published. */
export function contestResultsMail(to: Recipient, contest: Text, url: string): MailMessage {
  const name = inEach(contest);
  return letter(
    to,
    { ko: `Vernissage: ${name.ko} 결과 발표`, en: `Vernissage: Results of ${name.en}` },
    {
      ko: `「${name.ko}」의 심사 결과가 발표되었습니다.\n출품작의 결과는 여기에서 확인하세요:\n${url}`,
      en: `The results of "${name.en}" are published.\nSee how your entry did here:\n${url}`,
    },
  );
}

/** A saved opportunity's deadline is near (ADR 033); `deadline` is written in its own time zone. */
export function opportunityReminderMail(to: Recipient, title: Text, deadline: Text, url: string): MailMessage {
  const [name, closes] = [inEach(title), inEach(deadline)];
  return letter(
    to,
    { ko: `Vernissage: ${name.ko} 마감 임박`, en: `Vernissage: ${name.en} closes soon` },
    {
      ko: `저장하신 「${name.ko}」의 마감이 다가옵니다: ${closes.ko}.\n${url}`,
      en: `"${name.en}", which you saved, closes soon: ${closes.en}.\n${url}`,
    },
  );
}
