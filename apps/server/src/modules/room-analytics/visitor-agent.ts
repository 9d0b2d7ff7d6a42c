/**
 * Crawlers, link unfurlers (a link pasted into KakaoTalk, Slack or a mail client is fetched by a
 * robot before anyone opens it) and automated browsers. Their visits are not a person looking, so
 * a room does not count them.
 */
const ROBOT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebot|embedly|preview|kakaotalk-scrap|daumoa|yeti|whatsapp|skypeuripreview|bingpreview|headlesschrome|phantomjs|python-requests|python-urllib|curl\/|wget\/|go-http-client|node-fetch|undici|axios\/|okhttp|java\//i;

/** True when the user agent is a robot, or missing (browsers always send one). */
export function isRobotAgent(userAgent: string | undefined): boolean {
  return !userAgent || ROBOT.test(userAgent);
}
