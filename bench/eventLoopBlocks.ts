/**
 * The event loop's blocks while a request runs, each with the phase it fell in: a 1 ms timer notes every gap
 * between its turns over `minMs`, the wall time and the process's CPU time meanwhile (user + system, all its
 * threads: on a loaded machine the wall time stretches, the CPU time much less), and the phases published on
 * the channel during the gap (server/services/accounting/bankImportPhases.ts).
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';

export interface Block {
  wallMs: number;
  cpuMs: number;
  /** The phase the gap began in, then any that began during it. */
  phases: string[];
}

export function watchBlocks(channelName: string, firstPhase: string, minMs = 20) {
  let phase = firstPhase;
  let phasesSince = [phase];
  const onPhase = (message: unknown) => {
    phase = String(message);
    phasesSince.push(phase);
  };
  subscribe(channelName, onPhase);
  const blocks: Block[] = [];
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  const note = () => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    if (now - last > minMs)
      blocks.push({ wallMs: now - last, cpuMs: (cpu.user + cpu.system) / 1000, phases: phasesSince });
    last = now;
    lastCpu = process.cpuUsage();
    phasesSince = [phase];
  };
  const timer = setInterval(note, 1);
  return {
    /** The blocks, longest first. */
    stop(): Block[] {
      note();
      clearInterval(timer);
      unsubscribe(channelName, onPhase);
      return blocks.sort((a, b) => b.wallMs - a.wallMs);
    },
  };
}

export const describeBlock = (block: Block) =>
  `${block.wallMs.toFixed(0)} ms (CPU ${block.cpuMs.toFixed(0)} ms) in ${block.phases.join(' → ')}`;
