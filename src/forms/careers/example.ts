/** One valid job application, every field filled (JSON shape): see ../examples.ts for who submits it. */
export const careersExample: Record<string, unknown> = {
  position_title: "Senior Backend Engineer",
  full_name: "Barbara Liskov",
  email: "barbara@example.com",
  phone: "+1 555 0100",
  resume_url: "https://drive.google.com/file/d/abc",
  cover_letter: "I like substitutable types.",
  linkedin_url: "https://linkedin.com/in/liskov",
  portfolio_url: "https://liskov.example",
  years_experience: "10",
  additional_info: "Available from June.",
};
