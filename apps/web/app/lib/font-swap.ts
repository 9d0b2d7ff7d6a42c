/**
 * Noto Sans KR in one swap per part of the page (ADR 057, ADR 058).
 *
 * The font comes in some 120 Unicode-range files per weight; a page of Korean text needs twenty to
 * thirty of them, which arrive in waves, and each wave laid the whole page out again with some of
 * its syllables in Noto and the rest still in the stand-in. So a page's text stays in the
 * metric-matched stand-ins (`Noto Sans KR Fallback`, global.css) until every face it needs has
 * loaded, then switches to Noto Sans KR: the stylesheet names Noto Sans KR only for the elements
 * marked `data-fonts="loaded"` and what is inside them. The faces keep `font-display: swap`: text
 * that appears later (another page, a dialog) has its faces swapped in as they come.
 *
 * The switch lays out every line of text again in the new font: swapped whole, the inventory's
 * was one task of 94–191 ms on a computer, several times that on a phone. So the page is swapped
 * in parts of a few dozen elements, one batch of them per frame, in the order of the document (its
 * first screen first); `<html>` is marked last, which changes nothing of the parts already swapped
 * and swaps what they did not hold. (A part sets `font-family` itself, global.css: the variable
 * alone changed nothing below it, and until ADR 059 the whole page swapped with `<html>`.)
 *
 * The first text laid out in a new size and weight of the font costs the browser a few
 * milliseconds per such strike (on Linux a synchronous call to the browser process for its
 * rendering settings, ~5 ms each here): the first screen's part held eight of them, a 70–121 ms
 * frame. So, between the faces loading and the first part, a few characters of the page's text
 * are set off screen in each size and weight its text uses, one per task (ADR 059).
 */

/** Set on each part, then on `<html>`, once the faces have loaded; global.css keys the stack on it. */
const FONTS_LOADED = 'data-fonts';

/** In session storage once a page of this visit has loaded its faces: they are in the cache. */
const REMEMBERED = 'vernissage.fonts';

/**
 * In the head, before the first paint: a visit whose earlier page loaded the faces (now cached)
 * shows Noto Sans KR from the first paint, as the faces come from the cache within a frame.
 */
export const FONTS_REMEMBERED_SCRIPT = `try{if(sessionStorage.getItem('${REMEMBERED}'))document.documentElement.setAttribute('${FONTS_LOADED}','loaded')}catch(e){}`;

/** A part of the page: an element with at most this many elements inside it. */
const PART_ELEMENTS = 60;

/** The elements swapped in one frame, in whole parts. */
const FRAME_ELEMENTS = 100;

/**
 * Characters of the page's text set off screen per size and weight before the swap: enough to
 * reach the faces its first words are drawn from, few enough for a task of a few milliseconds.
 */
const WARM_CHARACTERS = 24;

/**
 * The longest the script reads the page's text, or asks for its faces, in one task. Reading an
 * element's weight inside a card the browser has not drawn yet (`content-visibility: auto`, ADR 060)
 * makes it style that card there and then: read in one go, the inventory's text was a task of 15–49
 * ms on a computer, four times that on Lighthouse's phone (ADR 064). Asked for with the page's whole
 * text at once, its 29 faces were a task of 35–122 ms under Lighthouse: the browser matched each
 * character of the text against each face's range, then started each file's request. So the text is
 * read in slices, then the faces asked for one distinct character at a time, in slices too (ADR
 * 075). A hidden tab, whose timers may wait a second, does each at once.
 */
const SLICE_MS = 5;

/**
 * Put at the end of the body, it waits for the page to have loaded and shown its first paint
 * (ADR 063): asked for at once at the end of the body, some twenty font files went ahead of the
 * page's scripts on a slow network (the browser ranks fonts above scripts), though the text reads
 * well in the stand-ins meanwhile. Then it asks for the faces the page's text needs (each text
 * node's characters, at the weight its element is set in: 600 and up is drawn from the bold file,
 * as the browser does, and the sizes it is set in), each distinct character once; when they have
 * all loaded, or failed, sets a sample in each size and weight, one per task, in a hidden box it then
 * removes, and marks the page's parts a frame's worth at a time, then the document.
 */
const LOAD_THEN_SWAP_SCRIPT = `(function(){
var root=document.documentElement;if(root.hasAttribute('${FONTS_LOADED}'))return;
var start=function(){
var text={400:'',700:''},sizes={},weights=new Map(),skip={SCRIPT:1,STYLE:1,NOSCRIPT:1,TEMPLATE:1};
var walker=document.createTreeWalker(document.body,NodeFilter.SHOW_TEXT),node=walker.nextNode();
var read=function(){
for(var until=performance.now()+${SLICE_MS};node;node=walker.nextNode()){
if(!document.hidden&&performance.now()>until)return setTimeout(read,0);
var element=node.parentElement;if(!element||skip[element.tagName])continue;
var weight=weights.get(element);
if(weight===undefined){var style=getComputedStyle(element);weight=Number(style.fontWeight)>=600?700:400;weights.set(element,weight);sizes[weight+' '+style.fontSize]=weight;}
text[weight]+=node.data;}
if(document.hidden)load();else setTimeout(load,0);};
var size=function(element){return element.getElementsByTagName('*').length+1;};
var done=function(){root.setAttribute('${FONTS_LOADED}','loaded');try{sessionStorage.setItem('${REMEMBERED}','1')}catch(e){}};
var swap=function(){
if(document.hidden)return done();
var parts=[],stack=[document.body];
while(stack.length){var next=stack.pop();if(skip[next.tagName])continue;
if(size(next)<=${PART_ELEMENTS}||!next.children.length)parts.push(next);
else for(var i=next.children.length-1;i>=0;i--)stack.push(next.children[i]);}
var frame=function(){
for(var swapped=0;parts.length&&swapped<${FRAME_ELEMENTS};){var part=parts.shift();part.setAttribute('${FONTS_LOADED}','loaded');swapped+=size(part);}
if(parts.length)requestAnimationFrame(frame);else done();};
requestAnimationFrame(frame);};
var strikes,box=document.createElement('div');
box.setAttribute('aria-hidden','true');box.style.cssText='position:fixed;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden;contain:strict;white-space:nowrap';
var warm=function(){
var strike=strikes.shift();if(!strike){box.remove();return swap();}
if(!box.parentNode)document.body.appendChild(box);
var sample=document.createElement('span');sample.style.font=strike+' "Noto Sans KR"';sample.textContent=text[sizes[strike]].replace(/\\s+/g,'').slice(0,${WARM_CHARACTERS});
box.appendChild(sample);sample.getBoundingClientRect();setTimeout(warm,0);};
var loaded=function(){if(document.hidden)return swap();strikes=Object.keys(sizes);warm();};
var asks=[],asked=[];
var ask=function(){
for(var until=performance.now()+${SLICE_MS};asks.length;){
if(!document.hidden&&performance.now()>until)return setTimeout(ask,0);
var next=asks.shift();asked.push(document.fonts.load(next[0]+' 1em "Noto Sans KR"',next[1]).catch(function(){}));}
Promise.all(asked).then(loaded);};
var load=function(){
[400,700].forEach(function(weight){
var seen={},all=text[weight];if(!all.trim())return;
for(var i=0;i<all.length;i++){var character=String.fromCodePoint(all.codePointAt(i));i+=character.length-1;if(!seen[character]){seen[character]=1;asks.push([weight,character]);}}});
ask();};
read();};
var go=function(){setTimeout(start,0);};
var later=function(){
if(document.hidden)return go();
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;
if(!types||types.indexOf('paint')<0)return requestAnimationFrame(go);
var observer=new PerformanceObserver(function(){observer.disconnect();go();});observer.observe({type:'paint',buffered:true});};
if(document.readyState==='complete')later();else addEventListener('load',later,{once:true});
})();`;

/** The script that loads the page's faces and then swaps them in, with the response's CSP nonce. */
export function fontSwapScript(nonce: string | undefined): string {
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${LOAD_THEN_SWAP_SCRIPT}</script>`;
}
