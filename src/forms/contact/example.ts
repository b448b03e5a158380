/** One valid contact message, every field filled (JSON shape): see ../examples.ts for who submits it. */
export const contactExample: Record<string, unknown> = {
  name: "Grace Hopper",
  email: "grace@example.com",
  company: "Compilers Inc.",
  message: "We need 64 H100s for a month.",
};
