/**
 * The context time being heard at a performance.now() instant: what leaves the speakers then, output latency
 * included (getOutputTimestamp pairs a context time with the performance time it is heard), so that a press is
 * compared with the sound the player heard, not with the sound being computed.
 */
export function heardContextS(context: AudioContext, performanceMs: number, perfNow: () => number): number {
  const stamp = context.getOutputTimestamp?.() ?? {};
  if (stamp.contextTime !== undefined && stamp.performanceTime !== undefined && stamp.performanceTime > 0)
    return stamp.contextTime + (performanceMs - stamp.performanceTime) / 1000;
  // Before the output has started (or where the browser cannot say): the render position less the latencies.
  return (
    context.currentTime -
    (context.outputLatency || 0) -
    (context.baseLatency || 0) +
    (performanceMs - perfNow()) / 1000
  );
}
