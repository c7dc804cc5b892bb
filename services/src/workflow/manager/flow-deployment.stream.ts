/** The stream that holds one deployment's events: the definitions it made, their states, its deletion. */
export function flowDeploymentStreamId(deploymentId: string): string {
  return `flowDeployment-${deploymentId}`;
}
