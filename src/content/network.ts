/**
 * Where the network has points of presence: one entry per country, with the city of its main
 * site. This list is what the Home hero's map draws (one point each), and its length is the
 * headline country count: tests/unit/visuals.test.tsx fails when `figures.countries` in
 * stats.ts and this list disagree. Coordinates are the city's, in degrees (lat north, lon east).
 */
export type Region = "North America" | "Latin America" | "Europe" | "Middle East" | "Africa" | "Asia Pacific";

export type PointOfPresence = { country: string; iso2: string; city: string; region: Region; lat: number; lon: number };

type Row = [country: string, iso2: string, city: string, lat: number, lon: number];

const rows = (region: Region, list: Row[]): PointOfPresence[] =>
  list.map(([country, iso2, city, lat, lon]) => ({ country, iso2, city, region, lat, lon }));

export const pointsOfPresence: readonly PointOfPresence[] = [
  ...rows("North America", [
    ["United States", "US", "Ashburn", 39.04, -77.49],
    ["Canada", "CA", "Montreal", 45.5, -73.57],
    ["Mexico", "MX", "Querétaro", 20.59, -100.39],
  ]),
  ...rows("Latin America", [
    ["Guatemala", "GT", "Guatemala City", 14.63, -90.51],
    ["Costa Rica", "CR", "San José", 9.93, -84.08],
    ["Panama", "PA", "Panama City", 8.98, -79.52],
    ["Jamaica", "JM", "Kingston", 17.97, -76.79],
    ["Dominican Republic", "DO", "Santo Domingo", 18.49, -69.93],
    ["Colombia", "CO", "Bogotá", 4.71, -74.07],
    ["Ecuador", "EC", "Quito", -0.18, -78.47],
    ["Peru", "PE", "Lima", -12.05, -77.04],
    ["Bolivia", "BO", "La Paz", -16.5, -68.15],
    ["Brazil", "BR", "São Paulo", -23.55, -46.63],
    ["Paraguay", "PY", "Asunción", -25.26, -57.58],
    ["Uruguay", "UY", "Montevideo", -34.9, -56.16],
    ["Argentina", "AR", "Buenos Aires", -34.6, -58.38],
    ["Chile", "CL", "Santiago", -33.45, -70.67],
  ]),
  ...rows("Europe", [
    ["Germany", "DE", "Frankfurt", 50.11, 8.68],
    ["France", "FR", "Paris", 48.86, 2.35],
    ["United Kingdom", "GB", "London", 51.51, -0.13],
    ["Netherlands", "NL", "Amsterdam", 52.37, 4.9],
    ["Ireland", "IE", "Dublin", 53.35, -6.26],
    ["Belgium", "BE", "Brussels", 50.85, 4.35],
    ["Luxembourg", "LU", "Luxembourg", 49.61, 6.13],
    ["Switzerland", "CH", "Zurich", 47.38, 8.54],
    ["Austria", "AT", "Vienna", 48.21, 16.37],
    ["Italy", "IT", "Milan", 45.46, 9.19],
    ["Spain", "ES", "Madrid", 40.42, -3.7],
    ["Portugal", "PT", "Lisbon", 38.72, -9.14],
    ["Iceland", "IS", "Reykjavík", 64.15, -21.94],
    ["Norway", "NO", "Oslo", 59.91, 10.75],
    ["Sweden", "SE", "Stockholm", 59.33, 18.07],
    ["Denmark", "DK", "Copenhagen", 55.68, 12.57],
    ["Finland", "FI", "Helsinki", 60.17, 24.94],
    ["Estonia", "EE", "Tallinn", 59.44, 24.75],
    ["Latvia", "LV", "Riga", 56.95, 24.11],
    ["Lithuania", "LT", "Vilnius", 54.69, 25.28],
    ["Poland", "PL", "Warsaw", 52.23, 21.01],
    ["Czechia", "CZ", "Prague", 50.08, 14.44],
    ["Slovakia", "SK", "Bratislava", 48.15, 17.11],
    ["Hungary", "HU", "Budapest", 47.5, 19.04],
    ["Slovenia", "SI", "Ljubljana", 46.06, 14.51],
    ["Croatia", "HR", "Zagreb", 45.81, 15.98],
    ["Serbia", "RS", "Belgrade", 44.79, 20.45],
    ["Romania", "RO", "Bucharest", 44.43, 26.1],
    ["Bulgaria", "BG", "Sofia", 42.7, 23.32],
    ["Greece", "GR", "Athens", 37.98, 23.73],
    ["Moldova", "MD", "Chișinău", 47.01, 28.86],
    ["Ukraine", "UA", "Kyiv", 50.45, 30.52],
    ["Malta", "MT", "Valletta", 35.9, 14.51],
    ["Cyprus", "CY", "Nicosia", 35.19, 33.38],
    ["Turkey", "TR", "Istanbul", 41.01, 28.98],
  ]),
  ...rows("Middle East", [
    ["Israel", "IL", "Tel Aviv", 32.09, 34.78],
    ["Jordan", "JO", "Amman", 31.95, 35.93],
    ["Saudi Arabia", "SA", "Riyadh", 24.71, 46.68],
    ["Kuwait", "KW", "Kuwait City", 29.38, 47.99],
    ["Bahrain", "BH", "Manama", 26.23, 50.59],
    ["Qatar", "QA", "Doha", 25.29, 51.53],
    ["United Arab Emirates", "AE", "Dubai", 25.2, 55.27],
    ["Oman", "OM", "Muscat", 23.59, 58.41],
  ]),
  ...rows("Africa", [
    ["Morocco", "MA", "Casablanca", 33.57, -7.59],
    ["Tunisia", "TN", "Tunis", 36.81, 10.18],
    ["Egypt", "EG", "Cairo", 30.04, 31.24],
    ["Senegal", "SN", "Dakar", 14.72, -17.47],
    ["Côte d'Ivoire", "CI", "Abidjan", 5.36, -4.01],
    ["Ghana", "GH", "Accra", 5.6, -0.19],
    ["Nigeria", "NG", "Lagos", 6.52, 3.38],
    ["Kenya", "KE", "Nairobi", -1.29, 36.82],
    ["Rwanda", "RW", "Kigali", -1.94, 30.06],
    ["Tanzania", "TZ", "Dar es Salaam", -6.79, 39.21],
    ["South Africa", "ZA", "Johannesburg", -26.2, 28.05],
  ]),
  ...rows("Asia Pacific", [
    ["Georgia", "GE", "Tbilisi", 41.72, 44.78],
    ["Armenia", "AM", "Yerevan", 40.18, 44.51],
    ["Azerbaijan", "AZ", "Baku", 40.41, 49.87],
    ["Kazakhstan", "KZ", "Almaty", 43.24, 76.95],
    ["Uzbekistan", "UZ", "Tashkent", 41.3, 69.24],
    ["Pakistan", "PK", "Karachi", 24.86, 67.01],
    ["India", "IN", "Mumbai", 19.08, 72.88],
    ["Sri Lanka", "LK", "Colombo", 6.93, 79.86],
    ["Nepal", "NP", "Kathmandu", 27.72, 85.32],
    ["Bangladesh", "BD", "Dhaka", 23.81, 90.41],
    ["Mongolia", "MN", "Ulaanbaatar", 47.89, 106.91],
    ["Thailand", "TH", "Bangkok", 13.76, 100.5],
    ["Cambodia", "KH", "Phnom Penh", 11.56, 104.93],
    ["Vietnam", "VN", "Ho Chi Minh City", 10.82, 106.63],
    ["Malaysia", "MY", "Kuala Lumpur", 3.14, 101.69],
    ["Singapore", "SG", "Singapore", 1.35, 103.82],
    ["Indonesia", "ID", "Jakarta", -6.21, 106.85],
    ["Philippines", "PH", "Manila", 14.6, 120.98],
    ["South Korea", "KR", "Seoul", 37.57, 126.98],
    ["Japan", "JP", "Tokyo", 35.68, 139.69],
    ["Australia", "AU", "Sydney", -33.87, 151.21],
    ["New Zealand", "NZ", "Auckland", -36.85, 174.76],
  ]),
];

/**
 * The map's traffic arcs: an agent's payment in one country starts a job in another (ISO codes of
 * `pointsOfPresence`; a test checks each one exists). Drawn as slow dashed arcs.
 */
export const networkArcs: readonly [from: string, to: string][] = [
  ["US", "DE"],
  ["BR", "US"],
  ["GB", "SG"],
  ["AE", "IN"],
  ["JP", "AU"],
  ["ZA", "NL"],
  ["KR", "US"],
];

/** The map's accessible name and caption (no number here: the stats band says how many). */
export const networkMap = {
  label: "World map of the network's points of presence, one point in each country it serves",
  legend: { point: "Point of presence", arc: "Paid job in flight" },
};
