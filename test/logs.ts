import { onTestFinished } from "vitest";
import { listenToLogs } from "@/lib/observability/log";

export type LogLine = {
  level: string;
  msg: string;
  component?: string;
  requestId?: string;
  err?: { message: string; stack?: string };
} & Record<string, unknown>;

/** The log lines written during the current test (parsed), from now until it ends. */
export function captureLogs(): { lines: LogLine[]; text: () => string; messages: (level: string) => string[] } {
  const raw: string[] = [];
  const stop = listenToLogs((line) => raw.push(line));
  onTestFinished(() => void stop());
  return {
    get lines() {
      return raw.map((line) => JSON.parse(line) as LogLine);
    },
    text: () => raw.join(""),
    messages(level: string) {
      return this.lines.filter((line) => line.level === level).map((line) => line.msg);
    },
  };
}
