import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { KeywordBox } from "./keyword-box.tsx";

function setup() {
  const onAdd = vi.fn();
  render(<KeywordBox onAdd={onAdd} />);
  const input = screen.getByRole("textbox", { name: "Keyword" }) as HTMLInputElement;
  const button = screen.getByRole("button", { name: "Add keyword" }) as HTMLButtonElement;
  return { onAdd, input, button };
}

describe("KeywordBox", () => {
  it.each([[""], ["   "], ["\t"]])("disables the + button while the keyword is blank (%j)", (value) => {
    const { input, button } = setup();
    fireEvent.change(input, { target: { value } });
    expect(button.disabled).toBe(true);
  });

  it("adds the trimmed keyword on Enter and clears the input", () => {
    const { onAdd, input, button } = setup();
    fireEvent.change(input, { target: { value: "  Kubernetes  " } });
    expect(button.disabled).toBe(false);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onAdd).toHaveBeenCalledExactlyOnceWith("Kubernetes");
    expect(input.value).toBe("");
    expect(button.disabled).toBe(true);
  });

  it("adds the trimmed keyword with the + button and clears the input", () => {
    const { onAdd, input, button } = setup();
    fireEvent.change(input, { target: { value: " Terraform" } });
    fireEvent.click(button);
    expect(onAdd).toHaveBeenCalledExactlyOnceWith("Terraform");
    expect(input.value).toBe("");
  });

  it("adds nothing on Enter while the keyword is blank", () => {
    const { onAdd, input } = setup();
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onAdd).not.toHaveBeenCalled();
    expect(input.value).toBe("   ");
  });

  it("does nothing while disabled", () => {
    const onAdd = vi.fn();
    render(<KeywordBox onAdd={onAdd} disabled />);
    const input = screen.getByRole("textbox", { name: "Keyword" }) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Add keyword" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
