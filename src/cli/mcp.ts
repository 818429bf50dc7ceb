import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Command } from 'commander';
import { environmentWithEnvFile } from '../config.js';
import { httpRequestOf, type ApiCall } from '../mcp/api-call.js';
import { createMcpServer } from '../mcp/tools.js';

const DEFAULT_URL = 'http://127.0.0.1:3000';

/** The service an assistant's stdio MCP server talks to, from BRANDLENS_URL and BRANDLENS_API_KEY (.env too). */
export function mcpTarget(env: NodeJS.ProcessEnv): { url: string; apiKey: string } {
  const apiKey = env.BRANDLENS_API_KEY?.trim();
  if (!apiKey) throw new Error('BRANDLENS_API_KEY must be set to an Agency-plan API key for `brandlens mcp`');
  const url = (env.BRANDLENS_URL?.trim() || DEFAULT_URL).replace(/\/+$/, '');
  if (!URL.canParse(url)) throw new Error(`BRANDLENS_URL must be the service's URL, got "${env.BRANDLENS_URL}"`);
  return { url, apiKey };
}

export function registerMcpCommand(program: Command): void {
  program
    .command('mcp')
    .description('serve the Brandlens tools to an AI assistant over MCP on stdin/stdout (BRANDLENS_URL, BRANDLENS_API_KEY)')
    .action(async () => {
      const target = mcpTarget(environmentWithEnvFile());
      const api: ApiCall = async (call) => {
        const sent = httpRequestOf(call);
        const response = await fetch(`${target.url}${sent.url}`, {
          method: sent.method,
          headers: { 'x-api-key': target.apiKey, ...sent.headers },
          body: sent.body,
        });
        return { status: response.status, body: (await response.json()) as unknown };
      };
      // stdout carries the protocol alone: nothing else is written to it.
      await createMcpServer(api).connect(new StdioServerTransport());
    });
}
