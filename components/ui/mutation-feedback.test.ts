import { describe, expect, it } from "vitest";
import { errorMessage, errorToast, toastArgs } from "./mutation-feedback";

describe("errorMessage", () => {
  it("shows the server's message, else the fallback; never the browser's network TypeError", () => {
    expect(errorMessage(new Error("This video is already approved"), "Failed")).toBe("This video is already approved");
    expect(errorMessage(new Error(""), "Failed")).toBe("Failed");
    expect(errorMessage(new TypeError("Failed to fetch"), "Failed")).toBe("Failed");
    expect(errorMessage("boom", "Failed")).toBe("Failed");
  });
});

describe("errorToast", () => {
  it("is the message alone without a title", () => {
    expect(errorToast("Too many uploads")).toEqual({ title: "Too many uploads" });
  });
  it("puts the message under the title, unless it only repeats it or is empty", () => {
    expect(errorToast("User not found", "Failed to delete the user.")).toEqual({
      title: "Failed to delete the user.",
      description: "User not found",
    });
    expect(errorToast("Failed to delete the user.", "Failed to delete the user.")).toEqual({ title: "Failed to delete the user." });
    expect(errorToast("", "Failed to approve user")).toEqual({ title: "Failed to approve user" });
  });
});

describe("toastArgs", () => {
  it("turns a toast's text into sonner's arguments", () => {
    expect(toastArgs("Saved")).toEqual(["Saved", undefined]);
    expect(toastArgs({ title: "Deleted!", description: "Ann has been deleted." })).toEqual([
      "Deleted!",
      { description: "Ann has been deleted." },
    ]);
    expect(toastArgs({ title: "Deleted!" })).toEqual(["Deleted!", undefined]);
  });
});
