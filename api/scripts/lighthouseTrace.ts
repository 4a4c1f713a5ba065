// For `npm run lighthouse`: the main thread's work as the CPU did it, from the trace Lighthouse
// recorded. Lighthouse (simulated throttling) loads the page at full speed and multiplies each
// task's wall-clock duration by 4 (a slower phone; `slowdown`); on a shared machine a task's wall clock also
// holds the time its thread waited for a core, so the figures grow with the machine's load. The
// thread time (CPU) each task used does not: on a busy machine its wall clock was 3-14 times its
// CPU (benchmark index 60-1,200). These figures say what the page costs a phone that has its core
// to itself; Lighthouse's say how the run went.
import { MainThreadTasks, type TaskNode } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** A task longer than this blocks (TBT counts what is beyond it). */
const longTaskMs = 50;

export interface MainThreadCpu {
  /** The main thread's CPU time from the page's navigation to the trace's end, ×4, in ms. */
  cpuMs: number;
  /** The same tasks' wall-clock time, ×4 (what Lighthouse's main-thread breakdown adds up). */
  wallMs: number;
  /** TBT from CPU: the part beyond 50 ms of each task (CPU ×4) that starts after the first paint. */
  cpuTbtMs: number;
  /** The longest task after the first paint, CPU ×4, in ms. */
  longestAfterPaintMs: number;
}

/** The thread-time fields Chromium writes on an event (Lighthouse's type leaves them out), in µs. */
type ThreadTimed = { tdur?: number; tts?: number };

/** The thread time of a task, in ms (0 when the trace did not record it). */
function cpuOf(task: TaskNode): number {
  const event = task.event as ThreadTimed;
  const endEvent = task.endEvent as ThreadTimed | undefined;
  if (event.tdur !== undefined) return event.tdur / 1000;
  if (endEvent?.tts !== undefined && event.tts !== undefined) return (endEvent.tts - event.tts) / 1000;
  return 0;
}

/** A trace as Lighthouse records it (`artifacts.Trace`). */
export type LighthouseTrace = Parameters<typeof TraceProcessor.processTrace>[0];

/** Reads the main thread's tasks of a Lighthouse trace, each multiplied by the run's CPU slowdown (4 in the mobile preset). */
export function mainThreadCpu(trace: LighthouseTrace, slowdown = 4): MainThreadCpu {
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const { mainThreadEvents, frames, timestamps } = processed;
  const tasks = MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.timeOrigin).filter(
    (task) => !task.parent && task.startTime >= 0,
  );
  const firstPaint = navigation.timings.firstContentfulPaint ?? 0;
  const afterPaint = tasks.filter((task) => task.startTime >= firstPaint).map((task) => slowdown * cpuOf(task));
  return {
    cpuMs: tasks.reduce((sum, task) => sum + slowdown * cpuOf(task), 0),
    wallMs: tasks.reduce((sum, task) => sum + slowdown * task.duration, 0),
    cpuTbtMs: afterPaint.reduce((sum, ms) => sum + Math.max(0, ms - longTaskMs), 0),
    longestAfterPaintMs: Math.max(0, ...afterPaint),
  };
}
