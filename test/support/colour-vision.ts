/**
 * Colour arithmetic for the palette's checks: WCAG 2 contrast, CIE L*a*b* (D65) and CIE76 ΔE, and the
 * simulation of colour-vision deficiencies by Machado, Oliveira and Fernandes (2009), severity 1, applied to
 * linear RGB.
 */
export type Deficiency = 'protanopia' | 'deuteranopia' | 'tritanopia';
type Rgb = [number, number, number];

/** Machado et al. 2009, severity 1.0, for linear sRGB. */
const MACHADO: Record<Deficiency, Rgb[]> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** '#b33b13' or 'rgb(179, 59, 19)' as sRGB in 0..1. */
export function parseColour(colour: string): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  const parts = hex
    ? hex.slice(1).map((part) => parseInt(part, 16))
    : (/rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)/.exec(colour)?.slice(1).map(Number) ?? []);
  if (parts.length !== 3) throw new Error(`not a colour: ${colour}`);
  return parts.map((part) => part / 255) as Rgb;
}

const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toLinear = (colour: string): Rgb => parseColour(colour).map(linear) as Rgb;

const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** The WCAG 2 contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(toLinear(a)), luminance(toLinear(b))].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** CIE L*a*b* (D65 white) of a linear RGB colour. */
function lab([r, g, b]: Rgb): Rgb {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** A colour as a reader with the deficiency sees it (linear RGB, clipped to the gamut); none: as it is. */
function seen(colour: string, deficiency?: Deficiency): Rgb {
  const rgb = toLinear(colour);
  if (!deficiency) return rgb;
  return MACHADO[deficiency].map((row) =>
    Math.min(1, Math.max(0, row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2])),
  ) as Rgb;
}

/** CIE76 ΔE between two colours as a reader with the deficiency (or none) sees them. */
export function deltaE(a: string, b: string, deficiency?: Deficiency): number {
  const [p, q] = [lab(seen(a, deficiency)), lab(seen(b, deficiency))];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}
