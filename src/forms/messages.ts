/** The spec's toasts and button labels (sections 4 and 8), word for word. */
import type { Toast } from "./shapes.ts";

/** Ecosystem fund and careers. */
export const applicationToasts = {
  success: { title: "Application Submitted!", description: "We'll review your application and get back to you soon.", variant: "success" },
  failure: { title: "Error", description: "Failed to submit application. Please try again.", variant: "error" },
} as const satisfies Record<string, Toast>;

export const contactToasts = {
  success: { title: "Pesan berhasil dikirim! Kami akan menghubungi Anda segera.", variant: "success" },
  failure: { title: "Terjadi kesalahan saat mengirim pesan. Silakan coba lagi.", variant: "error" },
} as const satisfies Record<string, Toast>;

/** Access compute and provide compute. */
export const requestToasts = {
  success: { title: "Form berhasil dikirim! Tim kami akan menghubungi Anda segera.", variant: "success" },
  failure: { title: "Terjadi kesalahan saat mengirim form. Silakan coba lagi.", variant: "error" },
} as const satisfies Record<string, Toast>;

export const buttonLabels = {
  submit: "Submit",
  sendMessage: "Send Message",
  /** While sending: fund and careers. */
  submitting: "Submitting...",
  /** While sending: contact, access and provide. */
  sending: "Mengirim...",
} as const;
