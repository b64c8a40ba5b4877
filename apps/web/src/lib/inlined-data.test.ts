import { afterEach, describe, expect, it } from "vitest";
import { readInlinedData } from "./inlined-data";

afterEach(() => {
  document.head.innerHTML = "";
});

function inline(id: string, text: string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = id;
  block.textContent = text;
  document.head.append(block);
}

describe("data the server wrote into the page", () => {
  it("is read as JSON, escaped < included, once: the block then leaves the page", () => {
    inline("kham-test", '{"text":"\\u003c/script>"}');
    expect(readInlinedData("kham-test")).toEqual({ text: "</script>" });
    expect(document.getElementById("kham-test")).toBeNull();
    expect(readInlinedData("kham-test")).toBeUndefined();
  });

  it("is undefined when the page has none or it is not JSON", () => {
    expect(readInlinedData("kham-test")).toBeUndefined();
    inline("kham-test", "{not json");
    expect(readInlinedData("kham-test")).toBeUndefined();
  });
});
