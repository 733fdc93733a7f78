// The game's sounds, synthesized with WebAudio (no audio files): a move, a capture, a check and
// the low-time warning, and a mute remembered in localStorage. Browsers start audio only after
// a gesture on the page, so the AudioContext is made on the first pointer or key press.

const MUTE_KEY = "menagerie.mute";

/** @typedef {"move" | "capture" | "check" | "low-time"} Sound */

/** @type {AudioContext | null} */
let context = null;
let muted = readMuted();

function readMuted() {
  try {
    return localStorage.getItem(MUTE_KEY) === "1";
  } catch {
    return false;
  }
}

function wake() {
  if (!context) context = new AudioContext();
  else if (context.state === "suspended") void context.resume();
}
addEventListener("pointerdown", wake, { capture: true });
addEventListener("keydown", wake, { capture: true });

/** Whether sounds are off. */
export function isMuted() {
  return muted;
}

/** Turns sounds off or on, for this browser from now on. @param {boolean} value */
export function setMuted(value) {
  muted = value;
  try {
    localStorage.setItem(MUTE_KEY, value ? "1" : "0");
  } catch {
    // Private browsing may refuse storage; the choice then lasts for the page.
  }
}

/**
 * A tone that starts at `start` seconds from now: frequency, length, loudness and waveform.
 * @param {AudioContext} ctx @param {number} start @param {number} hz @param {number} seconds @param {number} gain @param {OscillatorType} type
 */
function tone(ctx, start, hz, seconds, gain, type) {
  const t = ctx.currentTime + start;
  const osc = ctx.createOscillator();
  const amp = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(hz, t);
  osc.frequency.exponentialRampToValueAtTime(hz * 0.7, t + seconds);
  amp.gain.setValueAtTime(0.0001, t);
  amp.gain.exponentialRampToValueAtTime(gain, t + 0.005);
  amp.gain.exponentialRampToValueAtTime(0.0001, t + seconds);
  osc.connect(amp).connect(ctx.destination);
  osc.start(t);
  osc.stop(t + seconds + 0.02);
}

/** Noise bursts by length, made once: filling one takes a few milliseconds. @type {Map<number, AudioBuffer>} */
const noises = new Map();

/** A short burst of filtered noise: the knock of wood on wood. @param {AudioContext} ctx @param {number} seconds @param {number} hz @param {number} gain */
function knock(ctx, seconds, hz, gain) {
  let buffer = noises.get(seconds);
  if (!buffer) {
    const length = Math.ceil(ctx.sampleRate * seconds);
    buffer = ctx.createBuffer(1, length, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 3;
    noises.set(seconds, buffer);
  }
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = hz;
  filter.Q.value = 1.5;
  const amp = ctx.createGain();
  amp.gain.value = gain;
  source.connect(filter).connect(amp).connect(ctx.destination);
  source.start();
}

/** The sound last asked for, on the document for anyone curious (the browser tests). @param {Sound} name */
function note(name) {
  document.documentElement.dataset.sound = name;
}

/** Plays a sound unless muted or the page has had no gesture yet. @param {Sound} name */
export function play(name) {
  note(name);
  if (muted || !context || context.state !== "running") return;
  const ctx = context;
  if (name === "move") {
    knock(ctx, 0.08, 1800, 0.9);
    tone(ctx, 0, 420, 0.07, 0.12, "sine");
  } else if (name === "capture") {
    knock(ctx, 0.14, 900, 1.2);
    tone(ctx, 0, 220, 0.14, 0.2, "triangle");
  } else if (name === "check") {
    tone(ctx, 0, 880, 0.12, 0.15, "square");
    tone(ctx, 0.13, 1175, 0.16, 0.15, "square");
  } else {
    for (let i = 0; i < 3; i++) tone(ctx, i * 0.12, 1500, 0.05, 0.1, "sine");
  }
}
