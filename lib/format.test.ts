import { describe, expect, it } from "vitest";
import { humanDuration } from "./format";

describe("humanDuration", () => {
  it("writes a video's length for people: seconds under a minute, then minutes, then hours and minutes", () => {
    expect(humanDuration(0)).toBe("0 s");
    expect(humanDuration(20)).toBe("20 s");
    expect(humanDuration(59.4)).toBe("59 s");
    expect(humanDuration(600)).toBe("10 min");
    expect(humanDuration(3600)).toBe("1 h");
    expect(humanDuration(3900)).toBe("1 h 5 min");
  });
  it("never writes a negative length", () => {
    expect(humanDuration(-5)).toBe("0 s");
  });
});
