import { VertexData } from '@babylonjs/core/Meshes/mesh.vertexData.js';

/**
 * Vertex data for the Headspace world's unlit shapes (floor lines, the light pool, beacons, arrows): their colour
 * is their own (emissive or vertex colours), so every normal simply points up.
 */
export function unlitShape(positions: number[], indices: number[], colors?: number[]): VertexData {
  const data = new VertexData();
  data.positions = positions;
  if (colors) data.colors = colors;
  data.indices = indices;
  data.normals = positions.map((_, i) => (i % 3 === 1 ? 1 : 0));
  return data;
}
