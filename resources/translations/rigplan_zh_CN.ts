<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <location filename="../../app/gui/main.cpp" line="+113"/>
        <source>RigPlan</source>
        <translation>RigPlan</translation>
    </message>
</context>
<context>
    <name>rigplan::AddPartDialog</name>
    <message>
        <location filename="../../ui/catalog/AddPartDialog.cpp" line="+46"/>
        <source>Add to %1</source>
        <translation>添加到%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Numbers are in the unit shown after each label. Required fields are marked with *. A part you add can be removed again, and the change can be undone.</source>
        <translation>数值的单位显示在各标签之后。必填字段标有 *。您添加的部件可以再次移除，该更改也可以撤销。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>YYYY-MM-DD</source>
        <translation>YYYY-MM-DD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ids separated by ;</source>
        <translation>以 ; 分隔的 ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lower-case letters, digits, &apos;.&apos; and &apos;-&apos;</source>
        <translation>小写字母、数字、“.” 和 “-”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CSV column: %1</source>
        <translation>CSV 列：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 *</source>
        <comment>a required field</comment>
        <translation>%1 *</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Add part</source>
        <translation>添加部件</translation>
    </message>
    <message numerus="yes">
        <location line="+64"/>
        <source>%n field(s) need attention; each problem is shown under its field.</source>
        <translation>
            <numerusform>%n 个字段需要处理；各问题显示在对应字段下方。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The part was not added: %1</source>
        <translation>未添加部件：%1</translation>
    </message>
</context>
<context>
    <name>rigplan::AtomicFile</name>
    <message>
        <location filename="../../core/util/AtomicFile.cpp" line="+26"/>
        <source>cannot write %1: %2</source>
        <extracomment>%1 = the file, %2 = the reason from the system (&quot;No space left on device&quot;)</extracomment>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot write %1: %2 (the previous file, if any, is unchanged)</source>
        <extracomment>%1 = the file, %2 = the reason from the system (&quot;No space left on device&quot;)</extracomment>
        <translation>无法写入 %1：%2（原有文件（如有）保持不变）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is a symbolic link; RigPlan does not write through links — name the file itself</source>
        <extracomment>%1 = the output file the user named</extracomment>
        <translation>%1 是符号链接；RigPlan 不会通过链接写入——请直接指定文件本身</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is a folder</source>
        <translation>它是一个文件夹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is a device or a pipe, not a regular file</source>
        <translation>它是设备或管道，不是普通文件</translation>
    </message>
</context>
<context>
    <name>rigplan::BatchJson</name>
    <message>
        <location filename="../../core/workload/BatchJson.cpp" line="+31"/>
        <source>JSON syntax error: %1</source>
        <extracomment>%1 = Qt&apos;s description of the JSON error</extracomment>
        <translation>JSON 语法错误：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected one JSON object per line</source>
        <translation>每行应为一个 JSON 对象</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a GPU id (see rigplan-cli catalog list gpus), got %1</source>
        <extracomment>%1 = what the line has instead</extracomment>
        <translation>应为 GPU 标识（见 rigplan-cli catalog list gpus），实际为 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a whole number from 1 to 1024, got %1</source>
        <extracomment>%1 = what the line has instead</extracomment>
        <translation>应为 1 到 1024 之间的整数，实际为 %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>unknown key (expected %1)</source>
        <extracomment>%1 = the keys a batch line may have</extracomment>
        <translation>未知键（应为 %1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a string or a number, got %1</source>
        <translation>应为字符串或数字，实际为 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected the workload document (a JSON object), got %1</source>
        <extracomment>%1 = what the line has instead</extracomment>
        <translation>应为工作负载文档（一个 JSON 对象），实际为 %1</translation>
    </message>
</context>
<context>
    <name>rigplan::Catalog</name>
    <message>
        <location filename="../../core/catalog/CatalogImport.cpp" line="+437"/>
        <source>%1: expected a currency of the catalog&apos;s currency_rates (%2), got &quot;%3&quot;; import a rate for it first</source>
        <translation>%1：应为硬件目录 currency_rates 中的货币（%2），实际为“%3”；请先导入该货币的汇率</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>catalog %1 is damaged: its table %2 is missing; move it aside to start a fresh catalog, or restore a backup</source>
        <translation>目录 %1 已损坏：缺少表 %2；请将其移开以新建目录，或恢复备份</translation>
    </message>
</context>
<context>
    <name>rigplan::CatalogColumns</name>
    <message>
        <location filename="../../ui/catalog/CatalogColumns.cpp" line="+34"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name (Chinese)</source>
        <translation>中文名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+37"/>
        <source>Form factor</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput note</source>
        <translation>吞吐量备注</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board power</source>
        <translation>板卡功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe generation</source>
        <translation>PCIe 版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interconnect</source>
        <translation>互连</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interconnect bandwidth</source>
        <translation>互连带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power connectors</source>
        <translation>供电接口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source date</source>
        <translation>来源日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Family</source>
        <translation>系列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Socket</source>
        <translation>插槽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cores</source>
        <translation>核心数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base clock</source>
        <translation>基础频率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Boost clock</source>
        <translation>加速频率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory channels</source>
        <translation>内存通道数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum memory</source>
        <translation>最大内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interface</source>
        <translation>接口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequential read</source>
        <translation>顺序读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequential write</source>
        <translation>顺序写入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Endurance</source>
        <translation>写入耐久度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating</source>
        <translation>额定功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating at 115 V</source>
        <translation>115 V 额定功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Efficiency rating</source>
        <translation>能效等级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Efficiency at 50 % load</source>
        <translation>50% 负载效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ATX version</source>
        <translation>ATX 版本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute target</source>
        <translation>计算目标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Software platform</source>
        <translation>软件平台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute capability / target</source>
        <translation>计算能力 / 目标架构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First CUDA / ROCm release</source>
        <translation>首个支持的 CUDA / ROCm 版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its Linux driver</source>
        <translation>其 Linux 驱动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PyTorch wheels</source>
        <translation>PyTorch wheel 包</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended toolkit</source>
        <translation>推荐工具包</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended Linux driver</source>
        <translation>推荐 Linux 驱动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recommended wheel</source>
        <translation>推荐 wheel 包</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First PyTorch with it</source>
        <translation>首个带此包的 PyTorch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Container images</source>
        <translation>容器镜像</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Framework</source>
        <translation>框架</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support</source>
        <translation>支持程度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From version</source>
        <translation>起始版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to version</source>
        <translation>截止版本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engines</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mode</source>
        <translation>运行方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computes at</source>
        <translation>计算速率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs as</source>
        <translation>实际运行格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>12V-2x6 connectors</source>
        <translation>12V-2x6 接口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8-pin PCIe connectors</source>
        <translation>8-pin PCIe 接口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board</source>
        <translation>主板</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling class</source>
        <translation>散热类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU sockets</source>
        <translation>CPU 插槽数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory slots</source>
        <translation>内存插槽数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU form factor</source>
        <translation>GPU 外形规格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compatible GPUs</source>
        <translation>兼容 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU counts</source>
        <translation>支持的 GPU 数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>x16 slots</source>
        <translation>x16 插槽数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slot pitch</source>
        <translation>插槽间距</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum GPUs</source>
        <translation>最大 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum GPU length</source>
        <translation>最大 GPU 长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum GPU width</source>
        <translation>最大 GPU 宽度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU lanes</source>
        <translation>GPU 通道数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum open-air GPUs</source>
        <translation>最大开放式散热 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Airflow for passive GPUs</source>
        <translation>被动散热 GPU 气流</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M.2 slots</source>
        <translation>M.2 插槽数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PSU form factor</source>
        <translation>电源规格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PSU bays</source>
        <translation>电源仓位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum PSU rating</source>
        <translation>最大电源额定功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base power</source>
        <translation>基础功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Noise</source>
        <translation>噪音</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price rule</source>
        <translation>计价规则</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Percent of hardware</source>
        <translation>占硬件的百分比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warranty years</source>
        <translation>保修年限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Response</source>
        <translation>响应</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead time (working days)</source>
        <translation>交期（工作日）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basis of the estimate</source>
        <translation>估算依据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model type</source>
        <translation>模型类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head size</source>
        <translation>头维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLP size</source>
        <translation>MLP 维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tied embeddings</source>
        <translation>共享词嵌入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QKV bias</source>
        <translation>QKV 偏置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Norms per layer</source>
        <translation>每层归一化数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts per token</source>
        <translation>每 token 激活专家数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared experts</source>
        <translation>共享专家数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert MLP size</source>
        <translation>专家 MLP 维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leading dense layers</source>
        <translation>前置稠密层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Query LoRA rank</source>
        <translation>Query LoRA 秩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV LoRA rank</source>
        <translation>KV LoRA 秩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RoPE head size</source>
        <translation>RoPE 头维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Non-RoPE head size</source>
        <translation>非 RoPE 头维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value head size</source>
        <translation>Value 头维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sliding-window layers</source>
        <translation>滑动窗口层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maximum context</source>
        <translation>最大上下文长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight type</source>
        <translation>权重类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q/K norms</source>
        <translation>Q/K 归一化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention output bias</source>
        <translation>注意力输出偏置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention sinks</source>
        <translation>注意力汇聚（sink）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert biases</source>
        <translation>专家偏置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Routing-score bias</source>
        <translation>路由得分偏置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MoE every n-th layer</source>
        <translation>每隔 n 层一个 MoE 层</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MTP modules</source>
        <translation>MTP 模块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention chunk</source>
        <translation>注意力分块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunked-attention layers</source>
        <translation>分块注意力层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross-attention layers</source>
        <translation>交叉注意力层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra embedding rows</source>
        <translation>额外嵌入行数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint format</source>
        <translation>检查点格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vision encoder</source>
        <translation>视觉编码器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vision layers</source>
        <translation>视觉层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vision hidden size</source>
        <translation>视觉隐藏维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vision MLP size</source>
        <translation>视觉 MLP 维度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vision heads</source>
        <translation>视觉注意力头数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vision patch size</source>
        <translation>视觉 patch 大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vision image size</source>
        <translation>视觉图像尺寸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention logit soft-cap</source>
        <translation>注意力 logit 软上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final logit soft-cap</source>
        <translation>最终 logit 软上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Published parameters</source>
        <translation>公布参数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameter source</source>
        <translation>参数量来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part kind</source>
        <translation>部件类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part ID</source>
        <translation>部件 ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units per US dollar</source>
        <translation>每美元兑换额</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rate date</source>
        <translation>汇率日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lifecycle</source>
        <translation>生命周期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lifecycle date</source>
        <translation>生命周期日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Successor</source>
        <translation>后继型号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lifecycle source</source>
        <translation>生命周期来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe peer-to-peer</source>
        <translation>PCIe 点对点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peer-to-peer source</source>
        <translation>点对点来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not sold in</source>
        <translation>不销售地区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sales restriction source</source>
        <translation>销售限制来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sustained power (PL2 / PPT)</source>
        <translation>持续功耗（PL2 / PPT）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sockets per system (max.)</source>
        <translation>每台系统最多 CPU 插槽数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Media</source>
        <translation>介质</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>U.2 bays</source>
        <translation>U.2 盘位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2.5-inch SATA bays</source>
        <translation>2.5 英寸 SATA 盘位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3.5-inch bays</source>
        <translation>3.5 英寸盘位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slots for a network card</source>
        <translation>网卡插槽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PSUs included</source>
        <translation>含电源数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU cooler included</source>
        <translation>含 CPU 散热器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU families</source>
        <translation>CPU 系列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU cooler height (max.)</source>
        <translation>CPU 散热器限高</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rated system power</source>
        <translation>整机额定功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port speed</source>
        <translation>端口速率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ports</source>
        <translation>端口数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sockets</source>
        <translation>插槽（CPU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rated CPU power</source>
        <translation>额定 CPU 功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part number</source>
        <translation>部件编号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs it joins</source>
        <translation>可连接的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slot spacing</source>
        <translation>插槽间距</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bridges per pair</source>
        <translation>每对所需桥接器数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Link bandwidth (both directions)</source>
        <translation>链路带宽（双向合计）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs in the instance</source>
        <translation>实例中的 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price per GPU-hour (minor units)</source>
        <translation>每 GPU 小时价格（最小货币单位）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observed</source>
        <translation>采集日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source kind</source>
        <translation>来源类型</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory modules</source>
        <translation>内存条</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drives</source>
        <translation>硬盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power supplies</source>
        <translation>电源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Platforms</source>
        <translation>平台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network cards</source>
        <translation>网卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU coolers</source>
        <translation>CPU 散热器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink bridges</source>
        <translation>NVLink 桥接器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Services</source>
        <translation>服务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model architectures</source>
        <translation>模型架构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU architectures</source>
        <translation>GPU 架构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Framework support</source>
        <translation>框架支持</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format support</source>
        <translation>数值格式支持</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Currency rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cloud offers</source>
        <translation>云端报价</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gb/s</source>
        <comment>gigabits per second</comment>
        <translation>Gb/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W</source>
        <comment>watts</comment>
        <translation>W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TOPS</source>
        <translation>TOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GHz</source>
        <translation>GHz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MT/s</source>
        <translation>MT/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TBW</source>
        <comment>terabytes written</comment>
        <translation>TBW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slots</source>
        <translation>槽</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2)</source>
        <comment>column label, unit</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2</source>
        <comment>value, unit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1: expected a number in %2, got &quot;%3&quot;</source>
        <translation>%1：应为数字（%2），实际为“%3”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plain digits</source>
        <translation>纯数字</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 is too large</source>
        <translation>%1：%2 过大</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expected a whole number, got &quot;%2&quot;</source>
        <translation>%1：应为整数，实际为“%2”</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Expected an amount such as 1234.50, got &quot;%1&quot;</source>
        <translation>应为金额（例如 1234.50），实际为“%1”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A price cannot be negative.</source>
        <translation>价格不能为负数。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is too large for a price.</source>
        <translation>%1 超出价格允许的范围。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 has at most %n decimal place(s).</source>
        <translation>
            <numerusform>%1 最多保留 %n 位小数。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::CatalogEditSession</name>
    <message>
        <location filename="../../ui/catalog/CatalogEditSession.cpp" line="+416"/>
        <source>The catalog %1 is read-only (the file or its folder cannot be written), so it cannot be edited. You can still browse and export it.</source>
        <translation>硬件目录 %1 为只读（无法写入该文件或其所在文件夹），因此无法编辑。仍可浏览和导出。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Editing is off: the catalog %1 cannot be written (%2). You can still browse and export it.</source>
        <translation>编辑已关闭：无法写入硬件目录 %1（%2）。仍可浏览和导出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Editing is off: another program is writing to the catalog %1. Close it (or wait for it to finish), then choose Try again.</source>
        <translation>编辑已关闭：另一个程序正在写入硬件目录 %1。请关闭该程序（或等待其完成），然后选择“重试”。</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>%1
The undo history was cleared because it no longer matches the catalog.</source>
        <translation>%1
撤销历史已清除，因为它与硬件目录不再一致。</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>undo history</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+38"/>
        <source>The catalog has no column &quot;%1&quot; in %2.</source>
        <translation>硬件目录的 %2 中没有“%1”列。</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Change %1 of %2</source>
        <translation>修改 %2 的 %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Revert %1 of %2</source>
        <translation>还原 %2 的 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 have no prices.</source>
        <translation>%1 没有价格。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Set the price of %1</source>
        <translation>设置 %1 的价格</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Revert the prices of %1</source>
        <translation>还原 %1 的价格</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add %1 to %2</source>
        <translation>将 %1 添加到 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The catalog has no table %1.</source>
        <translation>硬件目录中没有 %1 表。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 came with RigPlan; only parts you added can be removed.</source>
        <translation>%1 为 RigPlan 自带部件；只能移除您添加的部件。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Remove %1 from %2</source>
        <translation>从 %2 中移除 %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
</context>
<context>
    <name>rigplan::CatalogEditor</name>
    <message>
        <location filename="../../ui/catalog/CatalogEditor.cpp" line="+59"/>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Import CSV…</source>
        <translation>导入 CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds or changes rows from a CSV file; its header says which table. All or nothing: a file with a problem changes nothing. Undo takes an import back.</source>
        <translation>从 CSV 文件添加或修改行；文件的表头决定是哪张表。全部或全不：有问题的文件不做任何修改。“撤销”可以撤回一次导入。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export table as CSV…</source>
        <translation>将表导出为 CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writes the table shown, with your changes, to a CSV file that imports again.</source>
        <translation>将当前显示的表（含您的更改）写入 CSV 文件，该文件可再次导入。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show prices in:</source>
        <translation>价格显示币种：</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Undone: %1</source>
        <translation>已撤销：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Redone: %1</source>
        <translation>已重做：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The catalog was not changed: %1</source>
        <translation>硬件目录未更改：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Catalog not changed</source>
        <translation>硬件目录未更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The change could not be saved in the catalog. The editor now shows what the catalog holds.</source>
        <translation>无法将更改保存到硬件目录。编辑器现在显示的是硬件目录中的实际内容。</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>%1 (%2)</source>
        <comment>table name, row count</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Import catalog CSV</source>
        <translation>导入硬件目录 CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+11"/>
        <source>Nothing was imported</source>
        <translation>未导入任何内容</translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>%1 has %n problem(s), so nothing was imported and the catalog is unchanged. The details list each one as file:line:column: message.</source>
        <translation>
            <numerusform>%1 中有 %n 个问题，因此未导入任何内容，硬件目录保持不变。详细信息按“文件:行:列: 消息”格式逐条列出。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Imported %1 into %2: %3 added, %4 changed, %5 already as in the file. Undo takes the import back.</source>
        <translation>已将 %1 导入%2：新增 %3 行，修改 %4 行，%5 行已与文件一致。“撤销”可以撤回这次导入。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export %1 as CSV</source>
        <translation>将 %1 导出为 CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 was not written.</source>
        <translation>未写入 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported %1 to %2.</source>
        <translation>已将 %1 导出到 %2。</translation>
    </message>
</context>
<context>
    <name>rigplan::CatalogImport</name>
    <message>
        <location filename="../../core/catalog/CatalogImport.cpp" line="-442"/>
        <source>%1: expected a number from %2 to %3, got %4</source>
        <translation>%1：应为 %2 到 %3 之间的数，实际为 %4</translation>
    </message>
    <message>
        <location line="+397"/>
        <source>per_usd: %1 is the base currency of the rates (units one US dollar buys), so its rate is 1, got %2</source>
        <translation>per_usd：%1 是汇率的基准货币（1 美元可兑换的单位数），其汇率必须为 1，实际为 %2</translation>
    </message>
</context>
<context>
    <name>rigplan::CatalogItemDelegate</name>
    <message>
        <location filename="../../ui/catalog/CatalogItemDelegate.cpp" line="+84"/>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>rigplan::CatalogTableModel</name>
    <message>
        <location filename="../../ui/catalog/CatalogTableModel.cpp" line="+231"/>
        <source>This column cannot be edited.</source>
        <translation>此列不可编辑。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: there is no part &quot;%2&quot; in %3.</source>
        <translation>%1：%3 中没有部件“%2”。</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Changed by you. Shipped value: %1</source>
        <translation>已由您修改。出厂值：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A part you added.</source>
        <translation>您添加的部件。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>No price in the catalog. Type one to set it.</source>
        <translation>硬件目录中没有价格。输入价格即可设置。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, dated %2</source>
        <translation>%1，日期 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Converted from the part&apos;s price in another currency with the catalog&apos;s exchange rates.</source>
        <translation>由该部件的其他币种价格按硬件目录中的汇率换算得出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A street-price estimate, not a list price.</source>
        <translation>市场价估算，非官方标价。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Set by you. Shipped price: %1, dated %2</source>
        <translation>由您设置。出厂价格：%1，日期 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set by you. The catalog ships no price for this part.</source>
        <translation>由您设置。硬件目录未提供该部件的出厂价格。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>added by you</source>
        <translation>由您添加</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>entered by you</source>
        <translation>由您输入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>shipped, changed by you</source>
        <translation>出厂，已由您修改</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shipped</source>
        <translation>出厂</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You changed: %1</source>
        <translation>您修改了：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Price (%1)</source>
        <translation>价格 (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Origin</source>
        <translation>出处</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The price the planner uses: your newest price, else the newest shipped one, converted to %1 when it is in another currency (shown in italics).</source>
        <translation>规划器使用的价格：您最新设置的价格，若无则为最新的出厂价格；其他币种的价格会换算为 %1（以斜体显示）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CSV column: %1</source>
        <translation>CSV 列：%1</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>entered in the catalog editor</source>
        <translation>在硬件目录编辑器中输入</translation>
    </message>
</context>
<context>
    <name>rigplan::CatalogTablePage</name>
    <message>
        <location filename="../../ui/catalog/CatalogTablePage.cpp" line="+89"/>
        <source>Search every column…</source>
        <translation>搜索所有列…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>All rows</source>
        <translation>所有行</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Changed by you</source>
        <translation>由您修改</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Added by you</source>
        <translation>由您添加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entered by you</source>
        <translation>由您输入</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stale prices (older than %1 days)</source>
        <extracomment>Filter: rows whose price is dated more than %1 days before today.</extracomment>
        <translation>过期价格（超过 %1 天）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show every row, only the rows you changed or added, or the prices to update.</source>
        <translation>显示所有行、仅显示您修改或添加的行，或显示需要更新的价格。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Memory at least (GiB):</source>
        <translation>最小显存 (GiB)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Add part…</source>
        <translation>添加部件…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the part I added</source>
        <translation>移除我添加的部件</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+335"/>
        <source>Revert to shipped value</source>
        <translation>还原为出厂值</translation>
    </message>
    <message>
        <location line="-334"/>
        <source>Puts the selected cell back to the value RigPlan shipped (for a price: removes the prices you set).</source>
        <translation>将所选单元格恢复为 RigPlan 的出厂值（对于价格：移除您设置的价格）。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1:</source>
        <comment>filter label</comment>
        <translation>%1：</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2 rows</source>
        <translation>%1 / %2 行</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Added %1. Undo removes it again.</source>
        <translation>已添加 %1。撤销可将其再次移除。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add a part like %1</source>
        <translation>添加类似 %1 的部件</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Removed %1. Undo brings it back.</source>
        <translation>已移除 %1。撤销可将其恢复。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Back to shipped prices</source>
        <translation>恢复出厂价格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Back to shipped prices for %1</source>
        <translation>恢复 %1 的出厂价格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remove part I added</source>
        <translation>移除我添加的部件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add a part like this one…</source>
        <translation>添加与此类似的部件…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
</context>
<context>
    <name>rigplan::ChartsView</name>
    <message>
        <location filename="../../ui/charts/ChartsView.cpp" line="+200"/>
        <source>Plan a workload to compare its builds here.</source>
        <translation>规划一个工作负载后，即可在此比较各配置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No build satisfies the workload — see Results for what fails and what would work.</source>
        <translation>没有配置能满足该工作负载——请在“结果”中查看未通过的检查及可行的调整。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Memory against:</source>
        <translation>显存随以下变化：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concurrent users</source>
        <translation>并发用户数</translation>
    </message>
</context>
<context>
    <name>rigplan::Check</name>
    <message>
        <location filename="../../core/plan/Planner.cpp" line="+807"/>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU fit</source>
        <translation>GPU 安装适配</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site environment</source>
        <translation>场地环境</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU cores</source>
        <translation>CPU 核心数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System memory</source>
        <translation>系统内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC memory</source>
        <translation>ECC 内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wall outlet</source>
        <translation>墙插回路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Software</source>
        <translation>软件</translation>
    </message>
</context>
<context>
    <name>rigplan::ComparePage</name>
    <message>
        <location filename="../../ui/compare/ComparePage.cpp" line="+185"/>
        <source>Name of a new scenario (the current workload, e.g. &quot;70B chat&quot;)</source>
        <translation>新方案名称（保存当前工作负载，例如“70B 聊天”）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add as scenario</source>
        <translation>添加为方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Budget over the years</source>
        <translation>历年预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Current workload</source>
        <translation>当前工作负载</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Only the current workload so far. Give it a name and add it as a scenario, change the workload on the left (a bigger model, more users) and compare: each scenario is planned on its own with the same catalog.</source>
        <translation>目前只有当前工作负载。为它命名并添加为方案，然后在左侧修改工作负载（更大的模型、更多用户）再进行对比：每个方案都用同一硬件目录单独规划。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The current workload and %n saved scenario(s), each planned on its own with the same catalog. Add the current workload as another scenario to compare a variant.</source>
        <translation>
            <numerusform>当前工作负载和 %n 个已保存的方案，均用同一硬件目录单独规划。把当前工作负载添加为新方案即可对比不同变体。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tier</source>
        <translation>档位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wall power</source>
        <translation>墙插功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed per job</source>
        <translation>各任务速度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cheapest rental</source>
        <translation>最便宜的租用方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owning breaks even</source>
        <translation>自购回本</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>renting is cheaper</source>
        <translation>租用更省</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Purchase, energy and support over %1</source>
        <translation>%1内的购置、电费和维保</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>No budget: the workload&apos;s cost settings are invalid.</source>
        <translation>无预算：工作负载的成本设置无效。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Add scenario</source>
        <translation>添加方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A scenario named &quot;%1&quot; exists already.</source>
        <translation>已有名为“%1”的方案。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Export budget</source>
        <translation>导出预算</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The budget could not be written.</source>
        <translation>无法写入预算文件。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export the budget as CSV</source>
        <translation>将预算导出为 CSV</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
</context>
<context>
    <name>rigplan::Diagnostic</name>
    <message numerus="yes">
        <location filename="../../core/util/Diagnostic.cpp" line="+86"/>
        <source>… and %n more problem(s)</source>
        <extracomment>the last line of a shortened list of problems; %n = how many are not listed</extracomment>
        <translation>
            <numerusform>……另有 %n 个问题</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::Economics</name>
    <message>
        <location filename="../../core/plan/Economics.cpp" line="+58"/>
        <source>a number in [0, 1000000] (major units per kWh)</source>
        <translation>[0, 1000000] 之间的数（每千瓦时的主货币单位）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number in (0, 24]</source>
        <translation>(0, 24] 范围内的数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number in (0, 20]</source>
        <translation>(0, 20] 范围内的数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number in [1, 3]</source>
        <translation>[1, 3] 范围内的数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>a number in [0, 100]</source>
        <translation>[0, 100] 范围内的数值</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>a number in (0, 366]</source>
        <translation>(0, 366] 之间的数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number in (0, 100]</source>
        <translation>(0, 100] 之间的数</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>US EIA commercial-sector average 2023 (~12.7 cents/kWh)</source>
        <translation>美国 EIA 2023 年商业部门平均电价（约 12.7 美分/kWh）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Eurostat non-household EU average H2 2023 (~0.20 EUR/kWh excl. VAT)</source>
        <translation>Eurostat 2023 年下半年欧盟非居民用户平均电价（约 0.20 EUR/kWh，不含增值税）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>UK business unit rates 2024 (20.8-24.4 p/kWh; DESNZ QEP table 3.4.1 is the official series)</source>
        <translation>英国 2024 年企业用电单价（20.8-24.4 p/kWh；官方数据系列为 DESNZ QEP 表 3.4.1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>China general commercial &amp; industrial ~0.70 CNY/kWh (industrial average ~US$0.088/kWh in 2024, China Briefing)</source>
        <translation>中国一般工商业电价约 0.70 CNY/kWh（2024 年工业平均电价约 US$0.088/kWh，来源：China Briefing）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TEPCO power-service overall rate FY2009-FY2015 (23.5-31.5 JPY/kWh)</source>
        <translation>东京电力（TEPCO）FY2009-FY2015 电力综合单价（23.5-31.5 JPY/kWh）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no default tariff for this currency: set economics.tariff_per_kwh</source>
        <translation>该货币没有默认电价：请设置 economics.tariff_per_kwh</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>default: {0}</source>
        <extracomment>{0} = where the default electricity tariff comes from (&quot;US EIA commercial-sector average 2023 ...&quot;)</extracomment>
        <translation>默认：{0}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>expected a string (ISO 4217 code), got %1</source>
        <extracomment>%1 = the value found</extracomment>
        <translation>应为字符串（ISO 4217 代码），实际为 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; differs from the plan&apos;s currency &quot;%2&quot; (the budget&apos;s; give tariff_per_kwh in %2)</source>
        <extracomment>%1 = the currency given, %2 = the plan&apos;s currency</extracomment>
        <translation>“%1”与方案货币“%2”（即预算所用货币）不一致；请以 %2 给出 tariff_per_kwh</translation>
    </message>
    <message>
        <location filename="../../core/plan/Budget.cpp" line="+90"/>
        <source>expected an array of upgrade objects, got %1</source>
        <extracomment>%1 = the value found</extracomment>
        <translation>应为升级对象数组，实际为 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected an upgrade object, got %1</source>
        <translation>应为升级对象，实际为 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../core/plan/Economics.cpp" line="+20"/>
        <source>unknown key (expected one of: %1)</source>
        <extracomment>%1 = the keys allowed</extracomment>
        <translation>未知的键（应为以下之一：%1）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>required: the year of the service life the upgrade is bought in</source>
        <translation>必填：在使用年限的第几年购买升级</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a whole year from 1 to %1 (the service life)</source>
        <translation>1 到 %1 之间的整数年（使用年限）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a whole number from 0 to 1024</source>
        <translation>0 到 1024 之间的整数</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+4"/>
        <source>a whole number of bytes from 0 to 10^18</source>
        <translation>0 到 10^18 之间的整数字节数</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a number in [-100, 100]</source>
        <translation>[-100, 100] 之间的数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected an array of &quot;entry&quot;, &quot;mainstream&quot;, &quot;high&quot;, got %1</source>
        <extracomment>%1 = the value found</extracomment>
        <translation>应为由 &quot;entry&quot;、&quot;mainstream&quot;、&quot;high&quot; 组成的数组，实际为 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an upgrade adds something: give gpus, memory_bytes or storage_bytes</source>
        <translation>升级必须增加部件：请给出 gpus、memory_bytes 或 storage_bytes</translation>
    </message>
    <message>
        <location filename="../../core/plan/Economics.cpp" line="+4"/>
        <source>unknown key (did you mean &quot;%1&quot;?)</source>
        <extracomment>%1 = the closest allowed key</extracomment>
        <translation>未知的键（您是否指“%1”？）</translation>
    </message>
    <message>
        <location filename="../../core/plan/Budget.cpp" line="-56"/>
        <location line="+32"/>
        <location filename="../../core/plan/Economics.cpp" line="+10"/>
        <source>expected %1, got %2</source>
        <extracomment>%1 = the allowed range, %2 = the value found
----------
%1 = the allowed range (&quot;a number in (0, 24]&quot;), %2 = the value found</extracomment>
        <translation>应为 %1，实际为 %2</translation>
    </message>
    <message>
        <location filename="../../core/plan/Economics.cpp" line="+16"/>
        <source>workload file</source>
        <extracomment>where the electricity tariff comes from</extracomment>
        <translation>工作负载文件</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>no run time: train_tokens not given</source>
        <extracomment>why a job has no running-cost figures</extracomment>
        <translation>无运行时长：未给出 train_tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>does not fit on this build</source>
        <translation>此配置无法容纳</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>no throughput estimate</source>
        <extracomment>why a job has no running-cost figures</extracomment>
        <translation>无吞吐量估算</translation>
    </message>
    <message numerus="yes">
        <location line="+100"/>
        <source>tariff %1 %2/kWh (%3); %4 h/day; %5 year(s); cooling factor %6; support %7 %/year</source>
        <translation>
            <numerusform>电价 %1 %2/kWh（%3）；每天 %4 h；%5 年；散热系数 %6；维保费用 %7 %/年</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rigplan::EconomicsForm</name>
    <message>
        <location filename="../../ui/workload/EconomicsForm.cpp" line="+49"/>
        <source>Electricity &amp;tariff:</source>
        <translation>电价(&amp;T)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> h/day</source>
        <comment>hours per day</comment>
        <translation> 小时/天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hours a day the machine works at full power; idle time is not counted.</source>
        <translation>机器每天满功率运行的小时数；空闲时间不计。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Running:</source>
        <translation>运行时间(&amp;R)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The service life the cost of ownership covers.</source>
        <translation>总拥有成本所覆盖的使用年限。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Service &amp;life:</source>
        <translation>使用年限(&amp;L)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Energy the room&apos;s cooling adds, as a factor on the machine&apos;s (PUE): 1.0 in an office, about 1.3 with a room air conditioner.</source>
        <translation>机房制冷额外消耗的电能，以机器耗电的倍数表示（PUE）：办公室为 1.0，使用房间空调时约 1.3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;ooling factor:</source>
        <translation>制冷系数(&amp;O)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> % a year</source>
        <comment>percent of the purchase price per year</comment>
        <translation> %/年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support and maintenance per year, as a share of the purchase price.</source>
        <translation>每年的技术支持与维护费用，占购置价格的百分比。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Su&amp;pport:</source>
        <translation>技术支持(&amp;P)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Use the &amp;defaults</source>
        <translation>使用默认值(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the values set here: the plan uses the documented defaults again.</source>
        <translation>清除在此设置的值：方案重新使用文档中的默认值。</translation>
    </message>
    <message>
        <location line="+104"/>
        <source> %1/kWh</source>
        <comment>currency per kilowatt-hour</comment>
        <translation> %1/kWh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What a kilowatt-hour costs where the machine runs, in %1 (the plan&apos;s currency).</source>
        <translation>机器所在地每千瓦时的电价，以 %1（方案的货币）计。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Tariff set for this workload.</source>
        <translation>电价已为此工作负载单独设置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tariff: %1.</source>
        <translation>电价：%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defaults: %1 h a day (%2), %3 years, cooling factor %4 (%5), no support. Values set here are bold.</source>
        <translation>默认值：每天 %1 小时（%2），%3 年，制冷系数 %4（%5），无技术支持费用。在此设置的值以粗体显示。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a training job runs overnight</source>
        <translation>训练任务会通宵运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>serving the working day</source>
        <translation>在工作时间内提供服务</translation>
    </message>
</context>
<context>
    <name>rigplan::ErrorLabel</name>
    <message>
        <location filename="../../ui/workload/FormWidgets.cpp" line="+478"/>
        <source>%1 is out of range and was not taken: enter %2 to %3.</source>
        <extracomment>%1 = the value typed with its unit, %2 = the smallest, %3 = the largest value with its unit</extracomment>
        <translation>%1 超出范围，未被采用：请输入 %2 至 %3。</translation>
    </message>
</context>
<context>
    <name>rigplan::Explain</name>
    <message>
        <location filename="../../core/estimate/Explain.cpp" line="+113"/>
        <source>a figure saturated at the 64-bit limit: the inputs are far beyond any machine</source>
        <translation>某项数值在 64 位上限处饱和：输入远超任何机器的规模</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the GPU count is not a multiple of tp × pp: the extra GPUs are idle</source>
        <translation>GPU 数量不是 tp × pp 的整数倍：多出的 GPU 处于空闲状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model&apos;s shapes are incomplete: activation, KV and attention terms may be 0</source>
        <translation>模型的结构参数不完整：激活值、KV 和注意力项可能为 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DeepSpeed offloads parameters only at ZeRO stage 3</source>
        <translation>DeepSpeed 仅在 ZeRO 阶段 3 卸载参数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>int8/int4 full training is not a training precision: computed as bf16</source>
        <translation>int8/int4 不是训练精度：全参数训练按 bf16 计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the GPU has no peak figure for this precision: speed not computed</source>
        <translation>该 GPU 没有此精度的峰值算力数据：未计算速度</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Convention: {0}</source>
        <extracomment>{0} = the memory convention the figures follow</extracomment>
        <translation>计算口径：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layout: {0} GPUs = tp {1} × pp {2} × dp {3}, ZeRO stage {4}</source>
        <extracomment>formula line. {0} = GPUs, {1} = tensor-, {2} = pipeline-, {3} = data-parallel degree, {4} = ZeRO stage</extracomment>
        <translation>并行布局：{0} 个 GPU = tp {1} × pp {2} × dp {3}，ZeRO 阶段 {4}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CPU RAM</source>
        <extracomment>where optimizer state or parameters are offloaded to (the other target is &quot;NVMe&quot;)</extracomment>
        <translation>CPU 内存</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weights = {0} B × {1} params / (tp {2} × pp {3}){4} = {5} on the GPU (offloaded to {6})</source>
        <extracomment>formula line. {0} = bytes per parameter, {1} = parameter count (&quot;13.0 B&quot;), {2} = tp, {3} = pp, {4} = &quot; / dp N&quot; or empty, {5} = bytes per GPU, {6} = offload target (&quot;CPU RAM&quot;, &quot;NVMe&quot;)</extracomment>
        <translation>权重 = {0} B × {1} 参数 / (tp {2} × pp {3}){4} = GPU 上 {5}（卸载至 {6}）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Weights = {0} B × {1} params / (tp {2} × pp {3}){4} = {5}</source>
        <extracomment>formula line. {0} = bytes per parameter, {1} = parameter count (&quot;13.0 B&quot;), {2} = tp, {3} = pp, {4} = &quot; / dp N&quot; or empty, {5} = bytes per GPU</extracomment>
        <translation>权重 = {0} B × {1} 参数 / (tp {2} × pp {3}){4} = {5}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weights = ({0:.3f} B × {1} frozen base + {2} B × {3} adapter params) / (tp {4} × pp {5}){6} = {7} on the GPU (offloaded to {8})</source>
        <extracomment>formula line (LoRA). {0} = bytes per frozen parameter, {1} = parameter count, {2} = bytes per adapter parameter, {3} = adapter parameters, {4} = tp, {5} = pp, {6} = &quot; / dp N&quot; or empty, {7} = bytes per GPU, {8} = offload target (&quot;CPU RAM&quot;, &quot;NVMe&quot;)</extracomment>
        <translation>权重 = ({0:.3f} B × {1} 冻结基座参数 + {2} B × {3} 适配器参数) / (tp {4} × pp {5}){6} = GPU 上 {7}（卸载至 {8}）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weights = ({0:.3f} B × {1} frozen base + {2} B × {3} adapter params) / (tp {4} × pp {5}){6} = {7}</source>
        <extracomment>formula line (LoRA). {0} = bytes per frozen parameter, {1} = parameter count, {2} = bytes per adapter parameter, {3} = adapter parameters, {4} = tp, {5} = pp, {6} = &quot; / dp N&quot; or empty, {7} = bytes per GPU</extracomment>
        <translation>权重 = ({0:.3f} B × {1} 冻结基座参数 + {2} B × {3} 适配器参数) / (tp {4} × pp {5}){6} = {7}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Separate LM head (separate_lm_head): + {0} params ({1} vocab × {2} hidden) beside the tied embedding, in the weights above and counted like an untied head</source>
        <extracomment>formula line. {0} = parameters, {1} = vocabulary size, {2} = hidden size</extracomment>
        <translation>独立 LM 头（separate_lm_head）：在绑定的嵌入之外另有 + {0} 参数（{1} 词表 × {2} 隐藏维度），已计入上面的权重，按未绑定的 LM 头计算</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gradients (optimizer in the backward pass) = {0} B × {1} params of the largest tensor, one at a time = {2}</source>
        <extracomment>formula line. {0} = bytes per gradient, {1} = parameters of the largest trainable tensor, {2} = bytes</extracomment>
        <translation>梯度（优化器在反向传播中逐张量更新）= {0} B × 最大张量的 {1} 个参数，每次一个 = {2}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gradients = {0} B × {1} trainable params / (tp {2} × pp {3}){4} = {5}</source>
        <extracomment>formula line. {0} = bytes per gradient, {1} = trainable parameters, {2} = tp, {3} = pp, {4} = &quot; / dp N&quot; or empty, {5} = bytes per GPU</extracomment>
        <translation>梯度 = {0} B × {1} 可训练参数 / (tp {2} × pp {3}){4} = {5}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paged optimizer: its state, {0} per GPU, lives in CUDA unified memory and is counted in host RAM; on the GPU the state of the tensor being stepped, {1}</source>
        <extracomment>formula line. {0} = the paged optimizer state per GPU, {1} = what stays on the GPU</extracomment>
        <translation>分页优化器：其状态每 GPU {0}，存放于 CUDA 统一内存，计入主机内存；GPU 上只保留正在更新的张量的状态 {1}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Optimizer = {0:.2f} B × {1} trainable params / (tp {2} × pp {3}){4} = {5}, offloaded to {6}: {7} left on the GPU</source>
        <extracomment>formula line. {0} = optimizer bytes per parameter, {1} = trainable parameters, {2} = tp, {3} = pp, {4} = &quot; / dp N&quot; or empty, {5} = bytes per GPU before offload, {6} = offload target (&quot;CPU RAM&quot;, &quot;NVMe&quot;), {7} = bytes left on the GPU</extracomment>
        <translation>优化器 = {0:.2f} B × {1} 可训练参数 / (tp {2} × pp {3}){4} = {5}，卸载至 {6}：GPU 上剩余 {7}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Optimizer = {0:.2f} B × {1} trainable params / (tp {2} × pp {3}){4} = {5}</source>
        <extracomment>formula line. {0} = optimizer bytes per parameter, {1} = trainable parameters, {2} = tp, {3} = pp, {4} = &quot; / dp N&quot; or empty, {5} = bytes per GPU</extracomment>
        <translation>优化器 = {0:.2f} B × {1} 可训练参数 / (tp {2} × pp {3}){4} = {5}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Offload: {0} per GPU × {1} GPUs = {2} moved to {3}</source>
        <extracomment>formula line. {0} = bytes per GPU, {1} = GPUs, {2} = bytes in total, {3} = offload target</extracomment>
        <translation>卸载：每 GPU {0} × {1} 个 GPU = {2}，移至 {3}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Activations per layer (no recompute) = {0} tokens × {1} seqs × ({12:g}·{2} + 4·{3} + 4·{4} + 8·{5}·{6}) B / tp {7} + 8 × {8} heads × {9}² × {10} B soft-capped scores (attention-logit soft-cap {13:g}: no fused attention kernel, whatever flash_attention says; the tanh output, the fp32 softmax and the 16-bit probabilities are kept) = {11}</source>
        <extracomment>formula line. {0} = sequence length, {1} = micro-batch, {2} = hidden size, {3} = query width, {4} = KV width, {5} = MLP width, {6} = active MLP copies, {7} = tp, {8} = attention heads, {9} = sequence length, {10} = micro-batch, {11} = bytes, {12} = s·b·h units kept besides attention and MLP (8, + 2 per norm beyond two, + the framework&apos;s copies), {13} = the model&apos;s attention-logit soft-cap (Gemma 2: 50)</extracomment>
        <translation>每层激活值（无重计算）= {0} tokens × {1} 序列 × ({12:g}·{2} + 4·{3} + 4·{4} + 8·{5}·{6}) B / tp {7} + 8 × {8} 个头 × {9}² × {10} B 软上限注意力分数（注意力 logit 软上限 {13:g}：无论 flash_attention 如何设置都不用融合注意力内核；保存 tanh 输出、fp32 softmax 与 16 位概率）= {11}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Activations per layer (no recompute) = {0} tokens × {1} seqs × ({9:g}·{2} + 4·{3} + 4·{4} + 8·{5}·{6}) B / tp {7} (FlashAttention: no s² scores) = {8}</source>
        <extracomment>formula line. {0} = sequence length, {1} = micro-batch, {2} = hidden size, {3} = query width, {4} = KV width, {5} = MLP width, {6} = active MLP copies, {7} = tp, {8} = bytes, {9} = s·b·h units kept besides attention and MLP (8, + 2 per norm beyond two, + the framework&apos;s copies)</extracomment>
        <translation>每层激活值（无重计算）= {0} tokens × {1} 序列 × ({9:g}·{2} + 4·{3} + 4·{4} + 8·{5}·{6}) B / tp {7}（FlashAttention：不存储 s² 注意力分数）= {8}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Activations per layer (no recompute) = {0} tokens × {1} seqs × ({12:g}·{2} + 4·{3} + 4·{4} + 8·{5}·{6}) B / tp {7} + 2 × {8} heads × {9}² × {10} B scores = {11}</source>
        <extracomment>formula line. {0} = sequence length, {1} = micro-batch, {2} = hidden size, {3} = query width, {4} = KV width, {5} = MLP width, {6} = active MLP copies, {7} = tp, {8} = attention heads, {9} = sequence length, {10} = micro-batch, {11} = bytes, {12} = s·b·h units kept besides attention and MLP (8, + 2 per norm beyond two, + the framework&apos;s copies)</extracomment>
        <translation>每层激活值（无重计算）= {0} tokens × {1} 序列 × ({12:g}·{2} + 4·{3} + 4·{4} + 8·{5}·{6}) B / tp {7} + 2 × {8} 个头 × {9}² × {10} B 注意力分数 = {11}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Activations = {0} stored per layer (recompute {1}) × {2} layers × {3} micro-batches in flight + one layer&apos;s working set {4} = {5}</source>
        <extracomment>formula line. {0} = bytes stored per layer, {1} = recompute mode id (&quot;full&quot;), {2} = layers per stage, {3} = micro-batches in flight, {4} = one layer&apos;s working set, {5} = bytes</extracomment>
        <translation>激活值 = 每层存储 {0}（重计算 {1}）× {2} 层 × {3} 个在途微批次 + 单层工作集 {4} = {5}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Activations = {0} stored per layer (recompute {1}) × {2} layers × {3} micro-batches in flight = {4}</source>
        <extracomment>formula line. {0} = bytes stored per layer, {1} = recompute mode id (&quot;none&quot;, &quot;selective&quot;), {2} = layers per stage, {3} = micro-batches in flight, {4} = bytes</extracomment>
        <translation>激活值 = 每层存储 {0}（重计算 {1}）× {2} 层 × {3} 个在途微批次 = {4}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Activation offloading: {0} per GPU of saved activations wait in host RAM; the GPU keeps the layer at work and the one in transfer</source>
        <extracomment>formula line. {0} = bytes per GPU</extracomment>
        <translation>激活值卸载：每 GPU {0} 的保存激活值暂存于主机内存；GPU 上只保留正在计算的层和正在传输的层</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Logits = {0} tokens × {1} seqs × {2} vocab × ({3} + {3} soft-capped + 4 fp32) B / tp {4} = {5} (final-logit soft-cap {6:g}: its tanh output is kept for the backward pass)</source>
        <extracomment>formula line. {0} = sequence length, {1} = micro-batch, {2} = vocabulary size, {3} = bytes per logit, {4} = tp, {5} = bytes, {6} = the model&apos;s final-logit soft-cap (Gemma 2: 30)</extracomment>
        <translation>Logits = {0} tokens × {1} 序列 × {2} 词表 × ({3} + {3} 软上限 + 4 fp32) B / tp {4} = {5}（最终 logit 软上限 {6:g}：其 tanh 输出为反向传播保留）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>ZeRO-3 gathered parameters = largest module / tp + {0} prefetch params = {1}</source>
        <extracomment>formula line. {0} = prefetched parameters, {1} = bytes</extracomment>
        <translation>ZeRO-3 聚合参数 = 最大模块 / tp + {0} 预取参数 = {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overhead = {0} CUDA context + {1:.0f} % allocator slack on activations and logits = {2}</source>
        <extracomment>formula line. {0} = CUDA context bytes, {1} = allocator slack in percent, {2} = bytes</extracomment>
        <translation>开销 = {0} CUDA 上下文 + 激活值与 logits 的 {1:.0f} % 分配器冗余 = {2}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Total per GPU = {0} of {1} → fits</source>
        <extracomment>formula line. {0} = bytes needed per GPU, {1} = GPU memory</extracomment>
        <translation>每 GPU 总计 = {0}（显存 {1}）→ 可容纳</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total per GPU = {0} of {1} → does not fit</source>
        <extracomment>formula line. {0} = bytes needed per GPU, {1} = GPU memory</extracomment>
        <translation>每 GPU 总计 = {0}（显存 {1}）→ 无法容纳</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Logits = {0} tokens × {1} seqs × {2} vocab × ({3} + 4 fp32 / {6} loss chunks) B / tp {4} = {5}</source>
        <extracomment>formula line. {0} = sequence length, {1} = micro-batch, {2} = vocabulary size, {3} = bytes per logit, {4} = tp, {5} = bytes {6} = loss chunks (the fp32 copy is one chunk&apos;s)</extracomment>
        <translation>Logits = {0} token × {1} 条序列 × {2} 词表 × ({3} + 4 fp32 / {6} 个损失分块) B / tp {4} = {5}</translation>
    </message>
    <message>
        <location line="-207"/>
        <source>GPU-to-GPU traffic over PCIe peer-to-peer: {0:.0f} GB/s a direction</source>
        <extracomment>formula line. {0} = GPU-to-GPU bandwidth GB/s</extracomment>
        <translation>GPU 间通信经 PCIe 点对点：单向 {0:.0f} GB/s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU-to-GPU traffic through host memory: this card has no PCIe peer-to-peer; {0:.0f} GB/s a direction (NCCL&apos;s measured share of peer-to-peer)</source>
        <extracomment>formula line. {0} = GPU-to-GPU bandwidth GB/s</extracomment>
        <translation>GPU 间通信经主机内存中转：此卡不支持 PCIe 点对点；单向 {0:.0f} GB/s（按 NCCL 实测，为点对点带宽的相应比例）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Tensor-parallel all-reduces under {0} run in the engine&apos;s own kernel: a full step of {1} tokens sends {2}, all of them there</source>
        <extracomment>formula line. {0} = the engine&apos;s kernel limit (bytes), {1} = tokens of a full step, {2} = bytes of its all-reduce</extracomment>
        <translation>小于 {0} 的张量并行 all-reduce 由推理引擎自带的内核完成：一个满步 {1} 个 token 发送 {2}，全部走这条路</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tensor-parallel all-reduces under {0} run in the engine&apos;s own kernel, larger ones through NCCL: a full step of {1} tokens sends {2} at {3:.0f} GB/s (NCCL&apos;s measured bus bandwidth for that size)</source>
        <extracomment>formula line. {0} = the engine&apos;s kernel limit (bytes), {1} = tokens of a full step, {2} = bytes of its all-reduce, {3} = NCCL bus bandwidth GB/s</extracomment>
        <translation>小于 {0} 的张量并行 all-reduce 由推理引擎自带的内核完成，更大的走 NCCL：一个满步 {1} 个 token 发送 {2}，速度 {3:.0f} GB/s（NCCL 在该消息大小下实测的总线带宽）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tensor-parallel all-reduces all run through NCCL here: a full step of {0} tokens sends {1} at {2:.0f} GB/s (NCCL&apos;s measured bus bandwidth for that size)</source>
        <extracomment>formula line. {0} = tokens of a full step, {1} = bytes of its all-reduce, {2} = NCCL bus bandwidth GB/s</extracomment>
        <translation>这里的张量并行 all-reduce 全部走 NCCL：一个满步 {0} 个 token 发送 {1}，速度 {2:.0f} GB/s（NCCL 在该消息大小下实测的总线带宽）</translation>
    </message>
    <message>
        <location line="+184"/>
        <source>Peak: at the end of the backward pass (gradients {0}, activations {1}, the logits gone), larger than at the loss</source>
        <extracomment>formula line. {0} = gradients, {1} = activations held then</extracomment>
        <translation>峰值：出现在反向传播末尾（梯度 {0}，激活值 {1}，logits 已释放），高于计算损失时</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Peak: at the loss (activations {0}, logits {1}, gradients {2}: only those that outlive a step, the framework&apos;s buffers or accumulation), larger than in the backward pass</source>
        <extracomment>formula line. {0} = activations, {1} = logits, {2} = gradients held at the loss</extracomment>
        <translation>峰值：出现在计算损失时（激活值 {0}，logits {1}，梯度 {2}：仅计跨步保留的梯度，即框架的常驻缓冲区或梯度累积），高于反向传播中</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>FLOPs per token = {0:.3g} matmul (forward 2, backward 2 + 2 where the weights train, recompute as set) + {1:.3g} attention = {2:.3g}</source>
        <extracomment>formula line. {0} = matmul FLOPs per token, {1} = attention FLOPs per token, {2} = FLOPs per token</extracomment>
        <translation>每 token FLOPs = {0:.3g} 矩阵乘（前向 2，反向 2，权重参与训练时再加 2，按设置计入重计算）+ {1:.3g} 注意力 = {2:.3g}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compute = {0} GPUs × {1:.0f} TFLOPS ({2}: the measured matmul rate × {3:.2f}) / {4:.3g} FLOPs = {5:.0f} tokens/s</source>
        <extracomment>formula line. {0} = GPUs, {1} = measured matmul TFLOPS × the training share, {2} = precision id (&quot;bf16&quot;), {3} = the training share of the measured matmul rate, {4} = FLOPs per token, {5} = tokens/s</extracomment>
        <translation>计算 = {0} 块 GPU × {1:.0f} TFLOPS（{2}：实测矩阵乘速率 × {3:.2f}）/ {4:.3g} FLOPs = {5:.0f} token/s</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Step = compute {0} + norms, activations and loss {1} + dequantisation {2} + optimizer {3} + paging {4} + data-parallel sync {5} + tensor-parallel all-reduces {6} + pipeline bubble {7} + offload PCIe {8} + CPU optimizer {9} = {10} for {11:.3g} tokens (link {12:.0f} GB/s) → {13:.0f} tokens/s</source>
        <extracomment>formula line. {0} = compute time, {1} = norms/activations/loss memory traffic, {2} = QLoRA dequantisation, {3} = optimizer step, {4} = paged optimizer PCIe traffic, {5} = data-parallel gradient sync, {6} = tensor-parallel all-reduces, {7} = pipeline bubble, {8} = offload PCIe transfers, {9} = CPU optimizer step, {10} = step time, {11} = tokens per step, {12} = GPU link GB/s, {13} = tokens/s</extracomment>
        <translation>每步 = 计算 {0} + 归一化、激活函数与损失 {1} + 反量化 {2} + 优化器 {3} + 分页 {4} + 数据并行同步 {5} + 张量并行 all-reduce {6} + 流水线气泡 {7} + 卸载 PCIe {8} + CPU 优化器 {9} = {10}，处理 {11:.3g} 个 token（互连 {12:.0f} GB/s）→ {13:.0f} token/s</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Time = {0:.3g} tokens / {1:.0f} tokens/s = {2:.1f} h</source>
        <extracomment>formula line. {0} = training tokens, {1} = tokens/s, {2} = hours</extracomment>
        <translation>耗时 = {0:.3g} tokens / {1:.0f} tokens/s = {2:.1f} h</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Host RAM = {0} base + {1} GPUs × {2} + {3} offloaded + {5} paged optimizer state and offloaded activations = {4}</source>
        <extracomment>formula line. {0} = base RAM, {1} = GPUs, {2} = RAM per GPU, {3} = offloaded bytes, {4} = total, {5} = paged optimizer state and offloaded activations of every GPU</extracomment>
        <translation>主机内存 = 基础 {0} + {1} 块 GPU × {2} + 卸载 {3} + 分页优化器状态与卸载的激活值 {5} = {4}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Host RAM = {0} base + {1} GPUs × {2} + {3} offloaded = {4}</source>
        <extracomment>formula line. {0} = base RAM, {1} = GPUs, {2} = RAM per GPU, {3} = offloaded bytes, {4} = total</extracomment>
        <translation>系统内存 = 基础 {0} + {1} 个 GPU × {2} + 卸载 {3} = {4}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Storage = {0} system + {1} base model + {2} checkpoints × {3} + {4} dataset + {5} NVMe offload = {6}</source>
        <extracomment>formula line. {0} = system, {1} = base model, {2} = checkpoints kept, {3} = bytes per checkpoint, {4} = dataset, {5} = NVMe offload, {6} = total</extracomment>
        <translation>存储 = 系统 {0} + 基座模型 {1} + {2} 个检查点 × {3} + 数据集 {4} + NVMe 卸载 {5} = {6}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CPU cores = {0} + {1} GPUs × {2} + {3} GPUs × {4} (CPU optimizer step) = {5}</source>
        <extracomment>formula line. {0} = base cores, {1} = GPUs, {2} = cores per GPU, {3} = GPUs, {4} = cores per GPU for the CPU optimizer step, {5} = total</extracomment>
        <translation>CPU 核心数 = {0} + {1} 个 GPU × {2} + {3} 个 GPU × {4}（CPU 优化器步骤）= {5}</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+245"/>
        <source>CPU cores = {0} + {1} GPUs × {2} = {3}</source>
        <extracomment>formula line. {0} = base cores, {1} = GPUs, {2} = cores per GPU, {3} = total</extracomment>
        <translation>CPU 核心数 = {0} + {1} 个 GPU × {2} = {3}</translation>
    </message>
    <message>
        <location line="-241"/>
        <location line="+245"/>
        <source>Warnings: {0}</source>
        <extracomment>{0} = warnings separated by &quot;; &quot;</extracomment>
        <translation>警告：{0}</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>Layout: {0} GPUs = {1} replicas × (tp {2} × pp {3}); {4} users → {5} sequences per replica</source>
        <extracomment>formula line. {0} = GPUs, {1} = replicas, {2} = tp, {3} = pp, {4} = users, {5} = sequences per replica</extracomment>
        <translation>并行布局：{0} 个 GPU = {1} 个副本 × (tp {2} × pp {3})；{4} 个用户 → 每副本 {5} 条序列</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Weights = {0} params × {1:.4g} bit / 8 + {2} params kept in 16-bit × 2 B, / (tp {3} × pp {4}) = {5} per GPU ({6} in total)</source>
        <extracomment>formula line: a quantised format that keeps more than the embeddings in 16-bit (a vision tower; GPT-OSS&apos;s MXFP4 checkpoint: everything but the experts). {0} = quantised parameters, {1} = bits per weight, {2} = parameters kept in 16-bit, {3} = tp, {4} = pp, {5} = bytes per GPU, {6} = bytes in total</extracomment>
        <translation>权重 = {0} 参数 × {1:.4g} bit / 8 + {2} 保留为 16 位的参数 × 2 B，/ (tp {3} × pp {4}) = 每 GPU {5}（共 {6}）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Weights = ({0} params − {1} embedding) × {2:.4g} bit / 8 + {3} embedding × 2 B, / (tp {4} × pp {5}) = {6} per GPU ({7} in total)</source>
        <extracomment>formula line. {0} = parameters, {1} = embedding parameters, {2} = bits per weight, {3} = embedding parameters, {4} = tp, {5} = pp, {6} = bytes per GPU, {7} = bytes in total</extracomment>
        <translation>权重 = ({0} 参数 − {1} 嵌入) × {2:.4g} bit / 8 + {3} 嵌入 × 2 B, / (tp {4} × pp {5}) = 每 GPU {6}（合计 {7}）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Weights = {0} params × {1} B / (tp {2} × pp {3}) = {4} per GPU ({5} in total)</source>
        <extracomment>formula line. {0} = parameters, {1} = bytes per weight, {2} = tp, {3} = pp, {4} = bytes per GPU, {5} = bytes in total</extracomment>
        <translation>权重 = {0} 参数 × {1} B / (tp {2} × pp {3}) = 每 GPU {4}（合计 {5}）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>KV cache = {0} layers × ({1} latent + {2} rope) × {3} B × {4} tokens × {5} seqs = {6} (MLA: one latent per token and layer, on every rank)</source>
        <extracomment>formula line. {0} = layers, {1} = latent width, {2} = rope width, {3} = bytes per element, {4} = tokens per sequence, {5} = sequences, {6} = bytes</extracomment>
        <translation>KV 缓存 = {0} 层 × ({1} latent + {2} rope) × {3} B × {4} tokens × {5} 序列 = {6}（MLA：每个 token 每层一个 latent，每个 rank 均保存一份）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>KV cache = 2 × {0} layers × {1} KV heads × {2} × {3} B × {4} tokens × {5} seqs = {6}</source>
        <extracomment>formula line. {0} = layers, {1} = KV heads per rank, {2} = head size, {3} = bytes per element, {4} = tokens per sequence, {5} = sequences, {6} = bytes</extracomment>
        <translation>KV 缓存 = 2 × {0} 层 × {1} 个 KV 头 × {2} × {3} B × {4} tokens × {5} 序列 = {6}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  (tokens per sequence = {0:.0f} % of layers hold min(context {1}, window {2}), the others the full context; {3}-token blocks)</source>
        <extracomment>formula line. {0} = share of layers with a sliding window in percent, {1} = context length, {2} = window, {3} = KV block size in tokens</extracomment>
        <translation>  （每序列 tokens 数 = {0:.0f} % 的层保存 min(上下文 {1}, 窗口 {2})，其余层保存完整上下文；以 {3} token 为一块）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  (tokens per sequence = min(context {0}, window {1}) rounded up to {2}-token blocks)</source>
        <extracomment>formula line. {0} = context length, {1} = sliding window, {2} = KV block size in tokens</extracomment>
        <translation>  （每序列 tokens 数 = min(上下文 {0}, 窗口 {1})，向上取整为 {2} token 的块）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  (tokens per sequence = min(context {0}, window none) rounded up to {1}-token blocks)</source>
        <extracomment>formula line for a model without a sliding window. {0} = context length, {1} = KV block size in tokens</extracomment>
        <translation>  （每序列 tokens 数 = min(上下文 {0}, 窗口 无)，向上取整为 {1} token 的块）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  ({0:.0f} % of layers attend within chunks of {1} tokens and hold at most one chunk)</source>
        <extracomment>formula line (Llama 4). {0} = share of layers with chunked attention in percent, {1} = chunk size</extracomment>
        <translation>  （{0:.0f}% 的层在 {1} token 的分块内做注意力，最多保存一个分块）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  + {0} cross-attention layers hold the image states: {1} per sequence</source>
        <extracomment>formula line (Llama 3.2 Vision). {0} = cross-attention layers, {1} = bytes per sequence</extracomment>
        <translation>  + {0} 个交叉注意力层保存图像状态：每个序列 {1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>  + {0} {1} layers keep a fixed state per sequence: {2}, allocated as {3} ({4}-token blocks)</source>
        <extracomment>formula line (hybrid models). {0} = state layers, {1} = their token mixer (gated-delta-net, mamba, mamba2, short-conv), {2} = bytes per sequence, {3} = bytes the engine allocates per sequence, {4} = KV block size in tokens</extracomment>
        <translation>  + {0} 个 {1} 层每个序列保存固定大小的状态：{2}，按 {3} 分配（{4} token 的块）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  KV cache in all = {0} for the tokens + {1} seqs × {2} fixed = {3}</source>
        <extracomment>formula line. {0} = bytes of the tokens&apos; KV, {1} = sequences, {2} = fixed bytes per sequence (images&apos; cross-attention KV, a hybrid model&apos;s state), {3} = the KV cache in all</extracomment>
        <translation>  KV 缓存合计 = tokens 部分 {0} + {1} 序列 × 固定部分 {2} = {3}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Images: {0} × {1}×{2} px = {3:.0f} image tokens per request (in the prompt and the context); vision encoder peak {4}</source>
        <extracomment>formula line. {0} = images per request, {1} = width, {2} = height, {3} = image tokens per request, {4} = bytes of the vision encoder&apos;s activations</extracomment>
        <translation>图像：{0} × {1}×{2} 像素 = 每个请求 {3:.0f} 个图像 token（计入提示和上下文）；视觉编码器峰值 {4}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Activations = {0} tokens × ({1}·2·{2} + 3·{3}·{4}/tp {5}) + {6} seqs × {7} vocab × 4 B = {8}</source>
        <extracomment>formula line. {0} = prefill chunk tokens, {1} = bytes per element, {2} = hidden size, {3} = MLP width, {4} = active MLP copies, {5} = tp, {6} = sampled sequences, {7} = vocabulary size, {8} = bytes</extracomment>
        <translation>激活值 = {0} tokens × ({1}·2·{2} + 3·{3}·{4}/tp {5}) + {6} 序列 × {7} 词表 × 4 B = {8}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Runtime overhead = {0}</source>
        <extracomment>formula line. {0} = bytes</extracomment>
        <translation>运行时开销 = {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total per GPU = {0} of usable {1} ({2} × {3:.2f}) → fits</source>
        <extracomment>formula line. {0} = bytes needed per GPU, {1} = usable memory, {2} = GPU memory, {3} = memory utilisation setting</extracomment>
        <translation>每 GPU 总计 = {0}（可用 {1} = {2} × {3:.2f}）→ 可容纳</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Total per GPU = {0} of usable {1} ({2} × {3:.2f}) → does not fit</source>
        <extracomment>formula line. {0} = bytes needed per GPU, {1} = usable memory, {2} = GPU memory, {3} = memory utilisation setting</extracomment>
        <translation>每 GPU 总计 = {0}（可用 {1} = {2} × {3:.2f}）→ 无法容纳</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Max concurrency at {0} tokens = {1} free / {2} per sequence × {3} replicas = {4}</source>
        <extracomment>formula line. {0} = context length, {1} = free memory, {2} = bytes per sequence, {3} = replicas, {4} = users</extracomment>
        <translation>上下文 {0} tokens 时的最大并发数 = 空闲 {1} / 每序列 {2} × {3} 个副本 = {4}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Max context at {0} users = {1} free / ({2} seqs × {3} per token) = unbounded (sliding window)</source>
        <extracomment>formula line. {0} = users, {1} = free memory, {2} = sequences, {3} = bytes per token</extracomment>
        <translation>{0} 个用户时的最大上下文长度 = 空闲 {1} / ({2} 序列 × 每 token {3}) = 无上限（滑动窗口）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Max context at {0} users = ({1} free − {2} seqs × {3} fixed) / ({2} seqs × {4} per token) = {5} tokens</source>
        <extracomment>formula line. {0} = users, {1} = free memory, {2} = sequences, {3} = fixed bytes per sequence, {4} = bytes per token, {5} = tokens</extracomment>
        <translation>{0} 个用户时的最大上下文长度 = (空闲 {1} − {2} 序列 × 固定部分 {3}) / ({2} 序列 × 每 token {4}) = {5} tokens</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Max context at {0} users = {1} free / ({2} seqs × {3} per token) = {4} tokens</source>
        <extracomment>formula line. {0} = users, {1} = free memory, {2} = sequences, {3} = bytes per token, {4} = tokens</extracomment>
        <translation>{0} 个用户时的最大上下文长度 = 空闲 {1} / ({2} 序列 × 每 token {3}) = {4} tokens</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Prefill of one prompt alone = {0:.3g} FLOPs / (tp {1} × {2:.0f} TFLOPS matmul × {3:.2f}) + weights {4} / ({5:.0f} GB/s × {6:.2f}) + all-reduces = {7}</source>
        <extracomment>formula line. {0} = prefill FLOPs, {1} = tp, {2} = the GPU&apos;s measured matmul TFLOPS, {3} = compute efficiency, {4} = weight bytes, {5} = memory bandwidth GB/s, {6} = bandwidth efficiency, {7} = time of the prompt alone</extracomment>
        <translation>单个提示单独预填充 = {0:.3g} FLOPs / (张量并行 {1} × 实测矩阵乘 {2:.0f} TFLOPS × {3:.2f}) + 权重 {4} / ({5:.0f} GB/s × {6:.2f}) + all-reduce = {7}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Decode step of {0:.0f} seqs at {1:.0f} tokens = {2} × (weights {3} + KV {4}/token read + matmul and attention FLOPs) + 2 × {5} layers all-reduce over {6:.0f} GB/s + {7} CPU = {8}</source>
        <extracomment>formula line. {0} = sequences, {1} = attended tokens each, {2} = pp, {3} = weight bytes read, {4} = KV bytes per token, {5} = layers, {6} = link GB/s, {7} = CPU time per step, {8} = decode step time</extracomment>
        <translation>{0:.0f} 条序列、每条 {1:.0f} tokens 的解码步 = {2} × (读取权重 {3} + 每 token KV {4} + 矩阵乘与注意力 FLOPs) + 2 × {5} 层 all-reduce（{6:.0f} GB/s）+ CPU {7} = {8}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No replay: the job does not fit these GPUs, so it has no speed</source>
        <extracomment>formula line, in place of the replay&apos;s lines when the job does not fit the GPUs</extracomment>
        <translation>不做重放：该任务装不进这些 GPU，因此没有速度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replay of {0:.0f} users (closed loop, {1} requests) through the engine&apos;s scheduler: {2} tokens and {3} seqs per step, {4} KV blocks of {5} tokens → {6} steps, {7} preemptions, {8:.1f} seqs per step on average</source>
        <extracomment>formula line. {0} = users per replica, {1} = requests replayed, {2} = token budget per step, {3} = sequence cap, {4} = KV blocks, {5} = tokens per block, {6} = steps, {7} = preemptions, {8} = mean sequences per step</extracomment>
        <translation>按引擎调度器重放 {0:.0f} 个用户（闭环，{1} 个请求）：每步 {2} tokens、{3} 条序列，{4} 个 KV 块、每块 {5} tokens → {6} 步，{7} 次抢占，平均每步 {8:.1f} 条序列</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>TTFT median {0} (p90 {1}); time per output token {2} = {3:.1f} tokens/s per user</source>
        <extracomment>formula line. {0} = median TTFT, {1} = 90th percentile, {2} = time per output token, {3} = tokens/s per user</extracomment>
        <translation>首 token 时间中位数 {0}（p90 {1}）；每个输出 token 耗时 {2} = 每用户 {3:.1f} tokens/s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Throughput = {0} users × {1} output tokens / {2} per request = {3:.0f} output tokens/s, {4:.2f} requests/s</source>
        <extracomment>formula line. {0} = users, {1} = output tokens, {2} = mean request time, {3} = output tokens/s, {4} = requests/s</extracomment>
        <translation>吞吐 = {0} 个用户 × {1} 个输出 token / 每个请求 {2} = {3:.0f} 输出 tokens/s，{4:.2f} 请求/s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Decode attention without split-KV: {0:.0f} blocks per sequence × {1:.0f} seqs on {2} SMs, {3:.1f} GB/s each → KV read at {4:.0f} GB/s</source>
        <extracomment>formula line (decode attention without split-KV). {0} = KV heads per GPU, {1} = sequences, {2} = the GPU&apos;s SMs, {3} = one block&apos;s GB/s, {4} = the GB/s the decode step reads its KV at</extracomment>
        <translation>不拆分 KV 的解码注意力：每条序列 {0:.0f} 个线程块 × {1:.0f} 条序列，共 {2} 个 SM，每块 {3:.1f} GB/s → KV 读取 {4:.0f} GB/s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MoE: a step of {2:.0f} tokens reads 1 − (1 − {0}/{1})^{2:.0f} = {3:.0f} % of the routed experts</source>
        <extracomment>formula line. {0} = experts per token, {1} = routed experts, {2} = sequences, {3} = percent of the experts touched</extracomment>
        <translation>MoE：每步 {2:.0f} 个 token 读取 1 − (1 − {0}/{1})^{2:.0f} = {3:.0f} % 的路由专家</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Experts in host memory: the routed experts of {0:.0f} MoE layers ({1}) stay in host RAM; a step of fewer than {5} tokens reads those its tokens touch on the CPU at {2:.1f} GB/s ({3:.1f} GB/s peak × {4:.2f} / {7} replicas), a larger step copies them all to the GPU at {6:.1f} GB/s</source>
        <extracomment>formula line (experts in host memory). {0} = MoE layers on the host, {1} = their routed experts&apos; bytes, {2} = GB/s the CPU reads them at, {3} = peak host GB/s, {4} = the fitted share, {5} = tokens from which a step copies them to the GPU, {6} = PCIe GB/s of that copy, {7} = replicas sharing the host</extracomment>
        <translation>专家放在主机内存：{0:.0f} 个 MoE 层的路由专家（{1}）留在主机内存；少于 {5} 个 token 的一步由 CPU 读取这些 token 用到的专家，速度 {2:.1f} GB/s（峰值 {3:.1f} GB/s × {4:.2f} / {7} 个副本）；更大的一步把它们全部复制到 GPU，速度 {6:.1f} GB/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Host memory bandwidth for {0:.1f} tokens/s per user: {1:.1f} GB/s peak</source>
        <extracomment>formula line. {0} = tokens/s per user asked for, {1} = peak host GB/s it needs</extracomment>
        <translation>每用户 {0:.1f} tokens/s 所需的主机内存带宽：峰值 {1:.1f} GB/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Host RAM = {0} base + {1} GPUs × {2} + {3} experts × {4} replicas = {5}</source>
        <extracomment>formula line. {0} = base RAM, {1} = GPUs, {2} = RAM per GPU, {3} = experts&apos; bytes, {4} = replicas, {5} = total</extracomment>
        <translation>主机内存 = {0} 基础 + {1} 块 GPU × {2} + {3} 专家 × {4} 个副本 = {5}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Host RAM = {0} base + {1} GPUs × {2} = {3}</source>
        <extracomment>formula line. {0} = base RAM, {1} = GPUs, {2} = RAM per GPU, {3} = total</extracomment>
        <translation>系统内存 = 基础 {0} + {1} 个 GPU × {2} = {3}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Storage = {0} system + {1} weights = {2}</source>
        <extracomment>formula line. {0} = system, {1} = weights, {2} = total</extracomment>
        <translation>存储 = 系统 {0} + 权重 {1} = {2}</translation>
    </message>
</context>
<context>
    <name>rigplan::Format</name>
    <message>
        <location filename="../../ui/report/Format.cpp" line="+29"/>
        <source>%1 %2</source>
        <comment>amount, ISO currency code</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+187"/>
        <source>%1 %</source>
        <comment>percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1 h</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Entry</source>
        <translation>入门级</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mainstream</source>
        <translation>主流级</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>High-performance</source>
        <translation>高性能级</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message numerus="yes">
        <location line="-111"/>
        <source>%Ln year(s)</source>
        <translation>
            <numerusform>%Ln 年</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 years</source>
        <extracomment>a fractional number of years, e.g. &quot;2.5 years&quot;</extracomment>
        <translation>%1 年</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>%1 MT/s (DIMMs rated %2 MT/s, %n per channel)</source>
        <comment>effective speed, the DIMMs&apos; speed</comment>
        <translation>
            <numerusform>%1 MT/s（内存条额定 %2 MT/s，每通道 %n 根）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 MT/s (the CPU&apos;s rated speed is not sourced)</source>
        <translation>%1 MT/s（未找到该 CPU 额定内存速度的来源）</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 MT/s (%n per channel; the derating at this count is not sourced)</source>
        <translation>
            <numerusform>%1 MT/s（每通道 %n 根；此数量下的降速未找到来源）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 MT/s (%n DIMM(s) per channel)</source>
        <translation>
            <numerusform>%1 MT/s（每通道 %n 根内存条）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8-bit AdamW</source>
        <translation>8-bit AdamW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paged AdamW (32-bit state)</source>
        <translation>分页 AdamW（32 位状态）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paged 8-bit AdamW</source>
        <translation>分页 8 位 AdamW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Office</source>
        <translation>办公室</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lab</source>
        <translation>实验室</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Server room</source>
        <translation>机房</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU cooler</source>
        <translation>CPU 散热器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network card</source>
        <translation>网卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVLink bridge</source>
        <translation>NVLink 桥接器</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>System volume</source>
        <translation>系统卷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Project volume</source>
        <translation>项目卷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data volume</source>
        <translation>数据卷</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 — %2</source>
        <comment>drive — the volume it makes</comment>
        <extracomment>a quote&apos;s item: {part} — {System volume / Project volume / Data volume}</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Draft</source>
        <translation>草稿</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sent</source>
        <translation>已发送</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Assembly and testing</source>
        <translation>组装与测试</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Software installation</source>
        <translation>软件安装</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warranty</source>
        <translation>保修</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-site service</source>
        <translation>上门服务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shipping</source>
        <translation>运输</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Insurance</source>
        <translation>保险</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Service</source>
        <translation>服务</translation>
    </message>
</context>
<context>
    <name>rigplan::Freeze</name>
    <message>
        <location filename="../../core/quote/Freeze.cpp" line="+43"/>
        <source>service %1: no exchange rate between %2 and %3 in the catalog</source>
        <translation>服务 %1：目录中没有 %2 与 %3 之间的汇率</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>service %1: its price in %2 is beyond %3 minor units</source>
        <translation>服务 %1：其 %2 价格超过 %3 个最小货币单位</translation>
    </message>
    <message>
        <location line="+202"/>
        <source>the plan has no %1 tier to freeze</source>
        <translation>方案中没有可冻结的 %1 档</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 has no price in the catalog: set one before freezing the quote</source>
        <translation>%1 在目录中没有价格：冻结报价前请先设置价格</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>unknown service &quot;%1&quot; (see rigplan-cli catalog list services)</source>
        <translation>未知服务“%1”（见 rigplan-cli catalog list services）</translation>
    </message>
</context>
<context>
    <name>rigplan::GenericModel</name>
    <message>
        <location filename="../../core/model/GenericModel.cpp" line="+49"/>
        <source>expected a size from 0.5 to 2000 (billions of parameters), got %1</source>
        <translation>规模应在 0.5 到 2000（十亿参数）之间，实际为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a vocabulary from 256 to 4000000 tokens, got %1</source>
        <translation>词表大小应为 256 到 4000000 个 token，实际为 %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>a vocabulary of %1 tokens leaves no room for layers in %2 billion parameters</source>
        <translation>%1 个 token 的词表在 %2 十亿参数中不再给层留下空间</translation>
    </message>
</context>
<context>
    <name>rigplan::HelpDialog</name>
    <message>
        <location filename="../../ui/HelpDialog.cpp" line="+60"/>
        <source>RigPlan Guide</source>
        <translation>RigPlan 使用指南</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the left, the workload: the quote&apos;s customer and title, the jobs the machine will run (training or serving, each with its model and sizes), the site with its wall outlet and room, the budget, and under their folds the requirements of the host and the running-cost settings. Every change plans again in the background; Edit → Undo takes a change back. A field that cannot be planned says why next to it, and the plan waits until it is fixed.</source>
        <translation>左侧是工作负载：报价单的客户和标题，机器要运行的任务（训练或推理服务，各有其模型和规模），场地的墙插和房间，预算，以及折叠区中的主机要求和运行成本设置。每次修改都会在后台重新规划；“编辑 → 撤销”可以撤回修改。无法规划的字段会在旁边说明原因，方案会等到问题修正后再规划。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>three priced builds side by side, or, when nothing fits, what fails and what would work (Apply writes a change into the workload).</source>
        <translation>并排列出三个带价格的配置；如果没有可行的配置，则说明失败原因以及可行的改动（“应用”会把改动写入工作负载）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the tiers compared: GPU memory per job, speed, power, price, memory against context length or users, cost of ownership over the years.</source>
        <translation>各档配置的比较：每个任务的显存、速率、功耗、价格、显存随上下文长度或用户数的变化，以及逐年的总拥有成本。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Catalog</source>
        <translation>硬件目录</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the parts and prices the planner chooses from: edit, add parts, set your own prices, import and export CSV files; your changes are bold.</source>
        <translation>规划器可选的部件和价格：可编辑、添加部件、设置自己的价格、导入和导出 CSV 文件；你的修改以粗体显示。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How to read a tier</source>
        <translation>如何阅读一档配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entry is the least expensive build that passes every check; Mainstream the least expensive that meets every target with memory to spare; High-performance the fastest that passes every check. A tier that is the same build as another says so.</source>
        <translation>入门级是通过所有检查的最便宜配置；主流级是满足所有目标且显存有余量的最便宜配置；高性能级是通过所有检查的最快配置。与另一档相同的配置会注明。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>what the parts cost, in the plan&apos;s currency; estimates are marked.</source>
        <translation>部件的价格，以方案的货币计；估算价格会标出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>green: every target met; amber: a speed or time target missed; red: a check failed.</source>
        <translation>绿色：满足所有目标；琥珀色：未达到某个速率或时长目标；红色：某项检查未通过。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the wall power at full load against what the outlet carries continuously.</source>
        <translation>满载时的墙插功率，与插座可持续承载的功率对比。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs</source>
        <translation>任务</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>each job&apos;s speed, and its GPU memory per GPU as a bar against the usable memory.</source>
        <translation>每个任务的速率，以及每 GPU 显存占用相对于可用显存的条形图。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running cost</source>
        <translation>运行成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>energy per year and the cost of ownership over the service life, from the running-cost settings.</source>
        <translation>每年的电费和使用年限内的总拥有成本，依据运行成本设置计算。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the bill of materials with prices and their dates, why this build and these parts, and the alternatives that were rejected with the check each failed.</source>
        <translation>物料清单及价格和价格日期，选择此配置和这些部件的原因，以及被否决的备选配置和各自未通过的检查。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hover over a figure to see its formula with the numbers put in.</source>
        <translation>将鼠标悬停在数字上，可以看到代入数值后的计算公式。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
</context>
<context>
    <name>rigplan::HfConfig</name>
    <message>
        <location filename="../../core/model/HfConfig.cpp" line="+95"/>
        <source>expected an integer from %1 to %2, got %3</source>
        <translation>应为 %1 到 %2 之间的整数，实际为 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected an integer ≥ %1, got %2</source>
        <translation>应为 ≥ %1 的整数，实际为 %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>missing (required, an integer ≥ %1)</source>
        <translation>缺失（必填，≥ %1 的整数）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>expected true or false, got %1</source>
        <translation>应为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <location line="+812"/>
        <source>missing (required, one of %1)</source>
        <translation>缺失（必填，可选值：%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not supported (supported: %2); describe the model with {&quot;params_b&quot;: N} for a generic dense estimate</source>
        <translation>不支持 &quot;%1&quot;（支持：%2）；可用 {&quot;params_b&quot;: N} 描述模型，按通用稠密模型估算</translation>
    </message>
    <message>
        <location line="-349"/>
        <source>%1 does not divide num_attention_heads (%2)</source>
        <translation>%1 不能整除 num_attention_heads（%2）</translation>
    </message>
    <message>
        <location line="-481"/>
        <source>expected a number ≥ %1, got %2</source>
        <translation>应为 ≥ %1 的数，实际为 %2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>expected a string, got %1</source>
        <translation>应为字符串，实际为 %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected an array, got %1</source>
        <translation>应为数组，实际为 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected an object, got %1</source>
        <translation>应为对象，实际为 %1</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>only [128, 128] blocks are supported, got %1</source>
        <translation>仅支持 [128, 128] 分块，实际为 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected &quot;e4m3&quot; or &quot;e5m2&quot;, got %1</source>
        <translation>应为“e4m3”或“e5m2”，实际为 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;%1&quot; is not supported (supported: NVFP4, FP8)</source>
        <translation>不支持“%1”（支持：NVFP4、FP8）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;%1&quot; is not supported (supported: nvfp4-pack-quantized, float-quantized, pack-quantized)</source>
        <translation>不支持“%1”（支持：nvfp4-pack-quantized、float-quantized、pack-quantized）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only 4-bit checkpoints are supported, got %1</source>
        <translation>仅支持 4 位检查点，实际为 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+30"/>
        <source>&quot;%1&quot; is not supported (supported: %2)</source>
        <translation>不支持“%1”（支持：%2）</translation>
    </message>
    <message>
        <location line="+250"/>
        <source>missing, and hidden_size (%1) is not a multiple of num_attention_heads (%2)</source>
        <translation>缺失，且 hidden_size（%1）不是 num_attention_heads（%2）的整数倍</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+15"/>
        <source>biases are not expected for model_type &quot;%1&quot;</source>
        <translation>model_type“%1”不应有偏置</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+14"/>
        <source>has %1 entries for %2 layers</source>
        <translation>有 %1 项，但模型有 %2 层</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>missing, and layer_types has sliding_attention layers</source>
        <translation>缺失，而 layer_types 含有 sliding_attention 层</translation>
    </message>
    <message>
        <location line="-326"/>
        <location line="+354"/>
        <source>dense layers at chosen indices are not supported, got %1</source>
        <translation>不支持在指定序号上放置稠密层，实际为 %1</translation>
    </message>
    <message>
        <location line="-361"/>
        <source>only a shared expert as wide as moe_intermediate_size (%1) is supported, got %2</source>
        <translation>仅支持与 moe_intermediate_size（%1）同宽的共享专家，实际为 %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>has %1 blocks for %2 layers</source>
        <translation>有 %1 个块，但层数为 %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>block %1 is &quot;%2&quot; (supported: M, *, -)</source>
        <translation>第 %1 个块为 &quot;%2&quot;（支持：M、*、-）</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>only &quot;relu2&quot; is supported, got %1</source>
        <translation>仅支持 &quot;relu2&quot;，实际为 %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>missing (required without layer_types)</source>
        <translation>缺失（没有 layer_types 时必填）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>only expert_layer_period − 1 (%1) is supported, got %2</source>
        <translation>仅支持 expert_layer_period − 1（%1），实际为 %2</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>%1 is not supported (supported: %2)</source>
        <translation>不支持 %1（支持：%2）</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>only every interleave_moe_layer_step-th layer (%1) is supported</source>
        <translation>仅支持每隔 interleave_moe_layer_step（%1）层一个 MoE 层</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>only 1 (every layer after first_k_dense_replace) is supported, got %1</source>
        <translation>只支持 1（first_k_dense_replace 之后的每一层），实际为 %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>experts are not expected for model_type &quot;%1&quot;</source>
        <translation>model_type &quot;%1&quot; 不应有专家（experts）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is more than the %2 experts</source>
        <translation>%1 超过了专家总数 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>more than num_hidden_layers</source>
        <translation>超过了 num_hidden_layers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 entries for %2 layers</source>
        <translation>%2 层却有 %1 项</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+143"/>
        <source>missing (required for model_type &quot;%1&quot;)</source>
        <translation>缺失（model_type“%1”必需）</translation>
    </message>
    <message>
        <location line="-129"/>
        <location line="+10"/>
        <source>%1 differs from the text model&apos;s hidden_size (%2)</source>
        <translation>%1 与文本模型的 hidden_size（%2）不同</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>only 3 (RGB) is supported, got %1</source>
        <translation>仅支持 3（RGB），实际为 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a SigLIP pooling head is not supported</source>
        <translation>不支持 SigLIP 池化头</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+23"/>
        <source>a projector with biases is not supported</source>
        <translation>不支持带偏置的投影层</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>%1 differs from projector_input_dim (%2)</source>
        <translation>%1 与 projector_input_dim（%2）不同</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only 0.5 is supported, got %1</source>
        <translation>仅支持 0.5，实际为 %1</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>&quot;%1&quot; is not supported in a %2 config (supported: %3)</source>
        <translation>%2 配置中不支持“%1”（支持：%3）</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>with these sizes the model would have more than 4.6e18 parameters (the limit)</source>
        <translation>按这些尺寸，模型参数将超过 4.6e18 个（上限）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>not a JSON object (%1 at byte %2)</source>
        <translation>不是 JSON 对象（第 %2 字节处：%1）</translation>
    </message>
</context>
<context>
    <name>rigplan::InputFile</name>
    <message>
        <location filename="../../core/util/InputFile.cpp" line="+81"/>
        <source>standard input</source>
        <extracomment>how a file named &quot;-&quot; (read from the pipe) is named in messages</extracomment>
        <translation>标准输入</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected at most %1 characters of text, got %2</source>
        <extracomment>%1 = the most characters allowed, %2 = how many the field has</extracomment>
        <translation>文本最多 %1 个字符，实际为 %2 个</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+57"/>
        <location line="+12"/>
        <location line="+7"/>
        <location line="+14"/>
        <source>cannot read the file: %1</source>
        <extracomment>%1 = the reason from the system (&quot;No such file or directory&quot;)</extracomment>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>a folder</source>
        <translation>一个文件夹</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a pipe (FIFO)</source>
        <translation>一个管道（FIFO）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a device</source>
        <translation>一个设备</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a socket</source>
        <translation>一个套接字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>something that is not a regular file</source>
        <translation>非普通文件的对象</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>expected a file, got %1</source>
        <extracomment>%1 = what the path names instead (&quot;a device&quot;, &quot;a folder&quot;)</extracomment>
        <translation>应为文件，实际为%1</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>the file is larger than %1 MiB, the limit for input files</source>
        <extracomment>%1 = the limit in MiB (64)</extracomment>
        <translation>文件超过 %1 MiB（输入文件的大小上限）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is larger than %1 bytes, the limit for this file</source>
        <extracomment>%1 = the limit in bytes for this kind of file (a logo: 2097152)</extracomment>
        <translation>文件大于 %1 字节，超过此文件的上限</translation>
    </message>
</context>
<context>
    <name>rigplan::JobEditor</name>
    <message>
        <location filename="../../ui/workload/JobEditor.cpp" line="+74"/>
        <source>no model</source>
        <translation>无模型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training: %1, %2, %3 tokens</source>
        <comment>method, model, sequence length</comment>
        <translation>训练：%1，%2，%3 tokens</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serving: %1 in %2, %3 tokens, %4 at once</source>
        <comment>model, precision, context, users</comment>
        <translation>推理服务：%1（%2），%3 tokens，%4 个并发</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Pick a model from the list, import a config.json or choose a custom size.</source>
        <translation>请从列表中选择模型、导入 config.json 或选择自定义规模。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 tokens is more than %2 takes (%3 tokens). Choose a shorter length, or tick the box below if the model runs with RoPE scaling.</source>
        <translation>%1 tokens 超出 %2 支持的长度（%3 tokens）。请选择更短的长度；如模型以 RoPE 缩放方式运行，请勾选下方的复选框。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A request of %1 prompt and %2 output tokens does not fit in a context of %3 tokens.</source>
        <translation>一个包含 %1 提示 tokens 和 %2 输出 tokens 的请求无法容纳在 %3 tokens 的上下文中。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tensor parallel %1 does not divide the model&apos;s %2 attention heads.</source>
        <translation>张量并行 %1 不能整除模型的 %2 个注意力头。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Offloading the optimizer state needs ZeRO stage 1, 2 or 3.</source>
        <translation>卸载优化器状态需要 ZeRO 阶段 1、2 或 3。</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Offloading the parameters as well needs ZeRO stage 3.</source>
        <translation>同时卸载参数需要 ZeRO 阶段 3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pick at least one layer for the LoRA adapters.</source>
        <translation>请为 LoRA 适配器至少选择一个层。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <comment>field, problem</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Optional, e.g. “Chat for the legal team”</source>
        <translation>可选，例如“法务团队对话服务”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Serving (inference)</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Training (fine-tuning)</source>
        <translation>训练（微调）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Full fine-tuning trains every weight; LoRA trains small adapters on a frozen 16-bit base; QLoRA on a 4-bit base.</source>
        <translation>全参数微调训练所有权重；LoRA 在冻结的 16-bit 基座上训练小型适配器；QLoRA 则基于 4-bit 基座。</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+37"/>
        <location line="+10"/>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Tick when the model is run with RoPE scaling to stretch its context.</source>
        <translation>如模型以 RoPE 缩放方式运行以扩展上下文，请勾选此项。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Requests decoded at the same time (each user with one request in flight).</source>
        <translation>同时解码的请求数（每个用户有一个进行中的请求）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Users at once:</source>
        <translation>并发用户数(&amp;U)：</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Typical prompt of one request: sets the time to the first token.</source>
        <translation>单个请求的典型提示长度：决定首 token 延迟。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Prompt per request:</source>
        <translation>每请求提示长度(&amp;P)：</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+12"/>
        <location line="+27"/>
        <source>No target</source>
        <translation>无目标</translation>
    </message>
    <message>
        <location line="-38"/>
        <source> tokens/s</source>
        <translation> tokens/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading speed is about 5–10 tokens/s; 20 or more feels instant.</source>
        <translation>阅读速度约为 5–10 tokens/s；20 或以上即感觉瞬时响应。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Speed per user at least:</source>
        <translation>每用户速度不低于(&amp;S)：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Not given</source>
        <translation>未指定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> million tokens</source>
        <translation> 百万 tokens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens of one training run (dataset tokens × epochs): gives the run&apos;s hours.</source>
        <translation>一次训练的 tokens 数（数据集 tokens × 轮数）：据此计算训练时长。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> h</source>
        <comment>hours</comment>
        <translation> h</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Advanced settings</source>
        <translation>高级设置</translation>
    </message>
    <message>
        <location line="-178"/>
        <source>Mode&amp;l:</source>
        <translation>模型(&amp;L)：</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>N&amp;ame:</source>
        <translation>名称(&amp;A)：</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Images in each request (training: in each sample). Their tokens join the prompt.</source>
        <translation>每个请求中的图像数（训练：每个样本）。其 token 计入提示。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Images per request:</source>
        <translation>每请求图像数(&amp;I)：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Image width in pixels.</source>
        <translation>图像宽度（像素）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Image height in pixels.</source>
        <translation>图像高度（像素）。</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Finish &amp;within:</source>
        <translation>完成时限(&amp;W)：</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>KV cac&amp;he:</source>
        <translation>KV 缓存(&amp;H)：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host memory (the CPU reads them)</source>
        <translation>主机内存（由 CPU 读取）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the routed experts of a mixture-of-experts model are kept. In host memory the GPU holds attention and the shared layers; decoding runs at the host memory&apos;s bandwidth, so the plan sizes the host&apos;s channels.</source>
        <translation>混合专家模型的路由专家放在哪里。放在主机内存时，GPU 只保存注意力和共享层；解码速度取决于主机内存带宽，因此方案会按需配置主机的内存通道。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The first MoE layers whose experts stay in GPU memory (llama.cpp --n-cpu-moe counts the others); 0 keeps them all on the host.</source>
        <translation>前若干个 MoE 层的专家留在显存中（llama.cpp 的 --n-cpu-moe 计的是其余的层）；0 表示全部放在主机内存。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;MoE layers on the GPU:</source>
        <translation>留在 GPU 上的 MoE 层(&amp;M)：</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>O&amp;ptimizer:</source>
        <translation>优化器(&amp;P)：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Off (stage 0)</source>
        <translation>关闭（阶段 0）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stage 1: optimizer state sharded</source>
        <translation>阶段 1：切分优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stage 2: optimizer state and gradients sharded</source>
        <translation>阶段 2：切分优化器状态和梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stage 3: parameters sharded as well</source>
        <translation>阶段 3：同时切分参数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;ZeRO:</source>
        <translation>ZeRO(&amp;Z)：</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+24"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Optimizer state (ZeRO-Offload)</source>
        <translation>优化器状态（ZeRO-Offload）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer state and parameters (ZeRO-Infinity)</source>
        <translation>优化器状态和参数（ZeRO-Infinity）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>O&amp;ffload:</source>
        <translation>卸载(&amp;F)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU memory</source>
        <translation>CPU 内存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NVMe drive</source>
        <translation>NVMe 硬盘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offload t&amp;o:</source>
        <translation>卸载至(&amp;O)：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Selective (attention only)</source>
        <translation>选择性（仅注意力）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full (every layer)</source>
        <translation>完全（所有层）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Selective per operation (matmul outputs kept)</source>
        <translation>按算子选择性（保留矩阵乘输出）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recomputing activations in the backward pass saves memory for about a third more compute (full).</source>
        <translation>在反向传播中重新计算激活值可节省显存，代价是计算量增加约三分之一（完全模式）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activation &amp;recompute:</source>
        <translation>激活重计算(&amp;R)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mi&amp;cro-batch per GPU:</source>
        <translation>每 GPU 微批次(&amp;C)：</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>L&amp;oRA rank:</source>
        <translation>LoRA 秩(&amp;O)：</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>&amp;Gradient accumulation:</source>
        <translation>梯度累积(&amp;G)：</translation>
    </message>
    <message>
        <location line="-275"/>
        <source>&amp;Method:</source>
        <translation>方法(&amp;M)：</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Allow more than the model&apos;s maximum (RoPE scaling)</source>
        <translation>允许超过模型的最大上下文（RoPE 缩放）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Output per re&amp;quest:</source>
        <translation>每请求输出长度(&amp;Q)：</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Image si&amp;ze:</source>
        <translation>图像尺寸(&amp;Z)：</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Ti&amp;me to first token within:</source>
        <translation>首 token 延迟不超过(&amp;M)：</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Token&amp;s to train on (millions):</source>
        <translation>训练 tokens 数（百万）(&amp;S)：</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Expert pl&amp;acement:</source>
        <translation>专家放置(&amp;A)：</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>F&amp;lashAttention</source>
        <translation>FlashAttention(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fused attention kernels: the attention scores are not stored.</source>
        <translation>融合注意力内核：不存储注意力分数。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs one copy of the model is split across; Automatic lets the planner choose.</source>
        <translation>单个模型副本所切分到的 GPU 数量；“自动”由规划器选择。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Tensor parallel:</source>
        <translation>张量并行(&amp;T)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>P&amp;ipeline parallel:</source>
        <translation>流水线并行(&amp;I)：</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>LoRA layers:</source>
        <translation>LoRA 层：</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Estimated from the tokens</source>
        <translation>按训练 tokens 数估算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> GB</source>
        <comment>gigabytes, 10^9 bytes</comment>
        <translation> GB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dataset&apos;s size on disk (GB = 10⁹ bytes); its volume holds it twice, raw and tokenized. Not given: estimated from the tokens to train on.</source>
        <translation>数据集在磁盘上的大小（GB = 10⁹ 字节）；数据卷存放两份：原始数据和分词后的数据。未给出时按训练 tokens 数估算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dataset on &amp;disk:</source>
        <translation>数据集大小(&amp;D)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Full checkpoints (weights and optimizer state) kept on the project volume.</source>
        <translation>项目卷上保留的完整检查点（权重和优化器状态）数量。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Checkpoints &amp;kept:</source>
        <translation>保留检查点(&amp;K)：</translation>
    </message>
    <message>
        <location line="+210"/>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Weights:</source>
        <translation>权重(&amp;W)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number format of the training run (mixed precision: BF16 is usual).</source>
        <translation>训练所用的数值格式（混合精度：通常为 BF16）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number format of the served weights: FP8 and INT4 halve and quarter the memory of BF16.</source>
        <translation>推理服务所用权重的数值格式：FP8 和 INT4 的显存占用分别为 BF16 的二分之一和四分之一。</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Se&amp;quence length:</source>
        <translation>序列长度(&amp;Q)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Conte&amp;xt length:</source>
        <translation>上下文长度(&amp;X)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per training sample.</source>
        <translation>每个训练样本的 tokens 数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per request, prompt and answer together (the KV cache holds them).</source>
        <translation>每个请求的 tokens 数，提示与回答合计（由 KV 缓存保存）。</translation>
    </message>
</context>
<context>
    <name>rigplan::JobListEditor</name>
    <message>
        <location filename="../../ui/workload/JobListEditor.cpp" line="+46"/>
        <source>Add job</source>
        <translation>添加任务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All jobs run at the same time</source>
        <translation>所有任务同时运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a serving job; switch its kind to describe a training run.</source>
        <translation>添加一个推理服务任务；切换其类型即可描述训练任务。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a copy of the selected job.</source>
        <translation>添加所选任务的副本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected job.</source>
        <translation>移除所选任务。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move the selected job up</source>
        <translation>上移所选任务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the selected job down</source>
        <translation>下移所选任务</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Unticked, the machine runs one job at a time and must suit each; ticked, every job shares it at once.</source>
        <translation>不勾选时，机器一次运行一个任务，须分别满足每个任务；勾选时，所有任务同时共享机器。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No jobs yet. Add one to describe what the machine will run.</source>
        <translation>尚无任务。请添加任务以描述机器将运行的内容。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jobs:</source>
        <translation>任务(&amp;J)：</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Add at least one job: what the machine will run decides what it needs.</source>
        <translation>请至少添加一个任务：机器将运行的内容决定了它的需求。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Job %1 (%2): %3</source>
        <comment>number, summary, problem</comment>
        <translation>任务 %1（%2）：%3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 (copy)</source>
        <comment>name of a duplicated job</comment>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Remove Job</source>
        <translation>移除任务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove job %1, “%2”? Its settings go with it (Edit → Undo brings it back).</source>
        <comment>number, summary</comment>
        <translation>移除任务 %1“%2”？其设置将一并删除（“编辑 → 撤销”可以恢复）。</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1. %2</source>
        <comment>job number, summary</comment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>rigplan::JsonText</name>
    <message>
        <location filename="../../core/util/JsonText.cpp" line="+24"/>
        <source>an array</source>
        <extracomment>what a JSON value was, in &quot;expected a number, got an array&quot;</extracomment>
        <translation>一个数组</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an object</source>
        <extracomment>what a JSON value was, in &quot;expected a number, got an object&quot;</extracomment>
        <translation>一个对象</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>nothing</source>
        <extracomment>what a JSON value was, in &quot;expected a number, got nothing&quot;</extracomment>
        <translation>空值</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>a NUL byte (0x00), which no field can hold</source>
        <translation>NUL 字节（0x00），任何字段都不能包含它</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not a JSON escape (expected \&quot;, \\, \/, \b, \f, \n, \r, \t or \uXXXX)</source>
        <extracomment>%1 = the escape as written (&quot;q&quot;)</extracomment>
        <translation>%1 不是 JSON 转义（应为 \&quot;、\\、\/、\b、\f、\n、\r、\t 或 \uXXXX）</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>the key &quot;%1&quot; appears twice in this object; JSON readers keep only one of them, so give it once</source>
        <extracomment>%1 = the key</extracomment>
        <translation>键“%1”在此对象中出现了两次；JSON 读取器只会保留其中一个，请只写一次</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>\u0000 (NUL) in a string, which no field can hold</source>
        <translation>字符串中含有 \u0000（NUL），任何字段都不能包含它</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 is half of a UTF-16 surrogate pair without its other half, so it is no character</source>
        <extracomment>%1 = the escape as written, e.g. ?</extracomment>
        <translation>%1 是缺少另一半的 UTF-16 代理对的一半，不构成字符</translation>
    </message>
</context>
<context>
    <name>rigplan::LabText</name>
    <message>
        <location filename="../../ui/report/LabCharts.cpp" line="+71"/>
        <source>Years after purchase</source>
        <translation>购置后年数</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Buy or rent: %1</source>
        <extracomment>chart title: %1 = tier name</extracomment>
        <translation>自购还是租用：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+214"/>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <location line="-207"/>
        <source>Own: %1 over %2</source>
        <translation>自购：%2共 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Owning, after month %1: %2</source>
        <translation>自购，第 %1 个月末：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+249"/>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-252"/>
        <source>%1 (break-even month %2)</source>
        <extracomment>legend: %1 = rental type and total, %2 = month</extracomment>
        <translation>%1（第 %2 个月回本）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, after month %2: %3 (owning: %4)</source>
        <translation>%1，第 %2 个月末：%3（自购：%4）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Cumulative spending (%1)</source>
        <translation>累计支出（%1）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2 by year %3</source>
        <translation>%1：到第 %3 年共 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: purchase %2</source>
        <translation>%1：购置 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, end of year %2: %3 spent (this year %4: energy %5, support %6</source>
        <translation>%1，第 %2 年末：累计支出 %3（本年 %4：电费 %5，维保 %6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, upgrades %1</source>
        <translation>，升级 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 rented (%2)</source>
        <translation>%1 租用（%2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 rented, after %2: %3</source>
        <translation>%1 租用，%2后：%3</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Purchase price</source>
        <translation>购置价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed of the first job</source>
        <translation>第一个任务的速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power at the wall</source>
        <translation>墙插功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost of ownership over the years</source>
        <translation>历年拥有成本</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 (not drawn, not in %3: %2)</source>
        <extracomment>%1 = chart title, %2 = scenario names, %3 = currency</extracomment>
        <translation>%1（未绘制，非 %3 计价：%2）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 after %2: %3</source>
        <translation>%1，%2后：%3</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: no %2 tier</source>
        <translation>%1：没有%2档</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: %2 at the wall</source>
        <translation>%1：墙插功率 %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Price (%1)</source>
        <translation>价格（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watts</source>
        <translation>瓦</translation>
    </message>
    <message>
        <location filename="../../ui/report/LabText.cpp" line="+27"/>
        <source>On-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved 1 year</source>
        <translation>预留 1 年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserved 3 years</source>
        <translation>预留 3 年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spot</source>
        <translation>竞价（Spot）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 × %2 (the same GPU)</source>
        <extracomment>%1 = GPU count, %2 = GPU name</extracomment>
        <translation>%1 × %2（同型号 GPU）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BF16 TFLOPS</source>
        <translation>BF16 TFLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BF16 TFLOPS and memory bandwidth</source>
        <translation>BF16 TFLOPS 与显存带宽</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × %2 (at least the same throughput, by %3, and GPU memory)</source>
        <extracomment>%1 = GPU count, %2 = GPU name, %3 = the figure compared (&quot;memory bandwidth&quot;)</extracomment>
        <translation>%1 × %2（按%3计吞吐量不低于本配置，显存也不少于本配置）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No cloud offer in the catalog can be compared (none for this currency or GPU).</source>
        <translation>硬件目录中没有可比较的云端报价（此币种或此 GPU 无报价）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not shown: a rental figure is beyond the 64-bit range of minor units.</source>
        <translation>未显示：某项租用金额超出了以最小货币单位计的 64 位范围。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>owning is cheaper over %1 and has paid for itself by month %2</source>
        <translation>%1内自购更省，第 %2 个月即回本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>owning is cheaper over %1</source>
        <translation>%1内自购更省</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>renting is cheaper over %1</source>
        <translation>%1内租用更省</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; they cost the same at %1 utilisation</source>
        <extracomment>%1 = utilisation in percent</extracomment>
        <translation>；利用率为 %1 时两者花费相同</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cheapest rental: %1, %2 against %3 to own: %4%5.</source>
        <extracomment>%1 = rental type, %2 = cost over the life, %3 = owning over the life, %4 = verdict, %5 = crossing</extracomment>
        <translation>最便宜的租用方式：%1，%2，自购为 %3：%4%5。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>owning never catches up (the rent does not exceed the running cost)</source>
        <translation>自购永远无法回本（租金不高于自购的运行成本）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>owning breaks even in month %1</source>
        <translation>自购在第 %1 个月回本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>break-even in month %1, after the service life</source>
        <translation>第 %1 个月回本，晚于使用年限</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>observed %1, older than %2 days: check it</source>
        <extracomment>%1 = date</extracomment>
        <translation>%1 采集，已超过 %2 天：请核实</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>observed %1</source>
        <translation>%1 采集</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %2 %3, %n GPU(s) at %4 an hour = %5 a year, %6 over the life; %7 (%8)</source>
        <extracomment>%1 = rental type, %2 = provider, %3 = instance, %n = GPUs rented, %4 = price per hour, %5 = per year, %6 = over the life, %7 = break-even text, %8 = when the price was observed</extracomment>
        <translation>
            <numerusform>%1：%2 %3，%n 块 GPU，每小时 %4 = 每年 %5，整个使用年限 %6；%7（%8）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Left out: data egress, staff time, the cloud instance&apos;s storage and network, and spot interruptions</source>
        <translation>未计入：数据出站流量费、人力时间、云实例的存储与网络费用，以及竞价实例被中断的影响</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; no resale value is counted (set economics.resale_percent)</source>
        <translation>；未计残值（可设置 economics.resale_percent）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Busy %1 h a year (%2 h a day × %3 days × %4 utilisation); reserved capacity is billed for every hour of its term.</source>
        <extracomment>%1 = busy hours per year, %2 = hours per day, %3 = days per year, %4 = utilisation</extracomment>
        <translation>每年繁忙 %1 小时（每天 %2 小时 × %3 天 × 利用率 %4）；预留容量按整个期限的每一小时计费。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Purchase</source>
        <translation>购置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Upgrades</source>
        <translation>升级</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Energy</source>
        <translation>电费</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Support</source>
        <translation>维保</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cumulative</source>
        <translation>累计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Book value</source>
        <translation>账面价值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rental equivalent</source>
        <translation>等效租用费用</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n more GPU(s)</source>
        <translation>
            <numerusform>增加 %n 块 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n more memory module(s)</source>
        <translation>
            <numerusform>增加 %n 条内存</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n more drive(s)</source>
        <translation>
            <numerusform>增加 %n 块硬盘</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Year %1: %2 for %3 (%4 at today&apos;s prices)</source>
        <extracomment>%1 = year, %2 = what is added, %3 = price in that year, %4 = price today</extracomment>
        <translation>第 %1 年：%2，花费 %3（按当前价格为 %4）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> — the platform does not take them</source>
        <translation> — 平台装不下</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> — a part has no catalog price</source>
        <translation> — 有部件在目录中没有价格</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · %2</source>
        <extracomment>scenario name · tier name</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../../ui/report/ReportLab.cpp" line="+65"/>
        <source>Buy or rent</source>
        <translation>自购还是租用</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../ui/results/BuyVsRentSummary.cpp" line="+28"/>
        <source>Rented for the same work: %1.</source>
        <translation>完成相同工作所需租用：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Own (purchase, support, energy%1)</source>
        <translation>自购（购置、维保、电费%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, less resale</source>
        <translation>，减去残值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>month %1 (after the service life)</source>
        <translation>第 %1 个月（晚于使用年限）</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 %2, %n GPU(s), observed %3</source>
        <translation>
            <numerusform>%1 %2，%n 块 GPU，%3 采集</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (stale)</source>
        <translation>（已过时）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Option</source>
        <translation>方式</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Over %1</source>
        <translation>%1合计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owning breaks even</source>
        <translation>自购回本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Equal at utilisation</source>
        <translation>持平时的利用率</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Budget over the years</source>
        <translation>历年预算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 of a year)</source>
        <translation>%1（%2 年）</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+51"/>
        <source>Amounts in %1.</source>
        <translation>金额单位：%1。</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Straight-line depreciation over the service life (an upgrade over what is left of it); the rental equivalent is %1.</source>
        <translation>按使用年限直线折旧（升级部件按剩余年限折旧）；等效租用费用以“%1”方式计。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not available (no cloud offer)</source>
        <translation>不可用（无云端报价）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Scenarios compared</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tier</source>
        <translation>档位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wall power</source>
        <translation>墙插功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed per job</source>
        <translation>各任务速度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cheapest rental</source>
        <translation>最便宜的租用方式</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: no build satisfies this scenario.</source>
        <translation>%1：没有满足此方案的配置。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each scenario is planned on its own, with the same catalog: the figures are those of its own plan.</source>
        <translation>每个方案都用同一硬件目录单独规划：数字与其单独规划的结果一致。</translation>
    </message>
</context>
<context>
    <name>rigplan::LaunchKit</name>
    <message>
        <location filename="../../core/plan/LaunchKit.cpp" line="+360"/>
        <source>the plan has no %1 tier: no build satisfies the workload</source>
        <extracomment>%1 = the tier&apos;s id (entry, mainstream, high)</extracomment>
        <translation>方案中没有 %1 档：没有配置能满足该工作负载</translation>
    </message>
    <message>
        <location filename="../../core/plan/LaunchKitFiles.cpp" line="+81"/>
        <source>the model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the serving engine</source>
        <translation>推理服务引擎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the weights&apos; format</source>
        <translation>权重格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the KV cache&apos;s format</source>
        <translation>KV 缓存格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per replica (the layout)</source>
        <translation>每个副本的 GPU 数（布局）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the users per replica</source>
        <translation>每个副本的用户数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the engine&apos;s memory share the KV cache was sized with</source>
        <translation>计算 KV 缓存时所用的引擎显存占比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens per engine step</source>
        <translation>每个引擎步的 token 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sequences per engine step (the engine&apos;s cap, or the users when fewer)</source>
        <translation>每个引擎步的序列数（引擎上限，用户更少时取用户数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chunked prefill</source>
        <translation>分块预填充</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the KV block size</source>
        <translation>KV 块大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the replica&apos;s port</source>
        <translation>副本端口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the prompt tokens per request</source>
        <translation>每个请求的提示 token 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the output tokens per request</source>
        <translation>每个请求的输出 token 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the requests the plan&apos;s simulation replayed</source>
        <translation>方案模拟重放的请求</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the GPUs of the layout</source>
        <translation>布局中的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the ZeRO stage / sharding of the layout</source>
        <translation>布局的 ZeRO 阶段 / 分片方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the offload</source>
        <translation>卸载设置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the training precision</source>
        <translation>训练精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the micro-batch</source>
        <translation>微批大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the gradient accumulation</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the activation checkpointing</source>
        <translation>激活检查点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the LoRA target modules</source>
        <translation>LoRA 目标模块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the LoRA dropout</source>
        <translation>LoRA dropout</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Entry</source>
        <translation>入门级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mainstream</source>
        <translation>主流级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High-performance</source>
        <translation>高性能级</translation>
    </message>
    <message>
        <location line="+300"/>
        <source>| option | value | from the plan |
|---|---|---|
</source>
        <translation>| 选项 | 值 | 来自方案的依据 |
|---|---|---|
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>| threshold | plan | tolerance | passes when |
|---|---|---|---|
</source>
        <translation>| 阈值 | 方案值 | 容差 | 通过条件 |
|---|---|---|---|
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No public checkpoint is known for this model: set `MODEL_%1` to its path before running the scripts.

</source>
        <translation>此模型没有已知的公开权重：运行脚本前请将 `MODEL_%1` 设为其路径。

</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint: `%1` (set `MODEL_%2` to use a local copy).

</source>
        <translation>权重：`%1`（设置 `MODEL_%2` 可使用本地副本）。

</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The plan assumed %1 weights: set `MODEL_%2` to a checkpoint of this model quantised to %1; the engine does not convert a 16-bit one.

</source>
        <extracomment>%1 = the weights&apos; format (INT4, NVFP4, …), %2 = the job&apos;s number</extracomment>
        <translation>方案假定使用 %1 权重：请将 `MODEL_%2` 设为已量化为 %1 的该模型权重；引擎不会转换 16 位权重。

</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>GPUs %1 on port %2</source>
        <translation>GPU %1，端口 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n replica(s), %1 user(s) each: %2. Start them with `sh serve-%3.sh`.

</source>
        <translation>
            <numerusform>%n 个副本，每个 %1 个用户：%2。用 `sh serve-%3.sh` 启动。

</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The benchmark (`vllm bench serve`, per replica):

</source>
        <translation>基准测试（`vllm bench serve`，每个副本）：

</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thresholds per replica:

</source>
        <translation>每个副本的阈值：

</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Model: `%1`. The launcher&apos;s options as the plan sized them (the training script is yours):

</source>
        <translation>模型：`%1`。按方案规格设置的启动器选项（训练脚本由您提供）：

</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>`ds_config-%1.json`:

</source>
        <translation>`ds_config-%1.json`：

</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>`lora-%1.json` (PEFT LoraConfig, bitsandbytes for QLoRA):

</source>
        <translation>`lora-%1.json`（PEFT LoraConfig，QLoRA 使用 bitsandbytes）：

</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Thresholds:

</source>
        <translation>阈值：

</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measure the run with `rigplan_probe.py` (this folder on `PYTHONPATH`): in the training script, on every rank, `probe = Probe(job=%1, tokens_per_step=%2)` (%2 tokens per optimizer step: micro-batch × accumulation × data-parallel ranks × sequence length, as planned) and `probe.step()` after each optimizer step, or `trainer.add_callback(probe.callback())` with the Hugging Face Trainer. After 10 warm-up and 50 timed steps it writes `results/job-%1.json` with the tokens/s and the largest `torch.cuda.max_memory_allocated()` of all ranks; then run `sh accept.sh --check`.
</source>
        <translation>用 `rigplan_probe.py` 测量这次训练（把本文件夹加入 `PYTHONPATH`）：在训练脚本中、每个进程（rank）上写 `probe = Probe(job=%1, tokens_per_step=%2)`（每个优化器步 %2 个 token：微批 × 梯度累积 × 数据并行进程数 × 序列长度，与方案一致），并在每个优化器步之后调用 `probe.step()`；使用 Hugging Face Trainer 时写 `trainer.add_callback(probe.callback())`。它在 10 步预热和 50 步计时之后写出 `results/job-%1.json`，内含 tokens/s 与所有进程中最大的 `torch.cuda.max_memory_allocated()`；然后运行 `sh accept.sh --check`。
</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Linux driver %1 or newer</source>
        <translation>Linux 驱动 %1 或更新版本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PyTorch %1 or newer, %2 wheel</source>
        <translation>PyTorch %1 或更新版本，%2 wheel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>or the container %1</source>
        <translation>或容器 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2 or newer</source>
        <translation>%1 %2 或更新版本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 to %3</source>
        <translation>%1 %2 至 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Software the figures assume on this GPU (the catalog&apos;s stack):

</source>
        <translation>这些数据在此 GPU 上假定的软件（目录中的软件栈）：

</translation>
    </message>
    <message>
        <location line="+15"/>
        <source># Acceptance kit: %1

</source>
        <translation># 验收套件：%1

</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tier: %2 × %3. Made by RigPlan %4 on %5 from the plan of this build: every option is a figure the plan assumed, every threshold a plan figure less the median error RigPlan&apos;s figures show on published measured runs no constant was fitted on (`rigplan-cli validate`).

</source>
        <translation>%1：%2 × %3。由 RigPlan %4 于 %5 根据此配置的方案生成：每个选项都是方案假定的数值，每个阈值都是方案数值减去 RigPlan 在未用于拟合任何常数的公开实测数据上的中位误差（`rigplan-cli validate`）。

</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run `sh accept.sh` once the servers are up; it prints PASS or FAIL per threshold and exits 1 when one fails.
</source>
        <translation>服务启动后运行 `sh accept.sh`；它为每个阈值输出 PASS 或 FAIL，任一项失败时以 1 退出。
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>
## Job %1: %2 (serving, %3)

</source>
        <translation>
## 任务 %1：%2（推理服务，%3）

</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
## Job %1: %2 (training, %3)

</source>
        <translation>
## 任务 %1：%2（训练，%3）

</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>output tokens/s</source>
        <translation>输出 tokens/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tokens/s per user</source>
        <translation>每用户 tokens/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time to first token, median (s)</source>
        <translation>首 token 时间，中位数（秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time to first token, 90th percentile (s)</source>
        <translation>首 token 时间，第 90 百分位（秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training tokens/s</source>
        <translation>训练 tokens/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>peak GPU memory (GB)</source>
        <translation>GPU 显存峰值（GB）</translation>
    </message>
</context>
<context>
    <name>rigplan::MainWindow</name>
    <message>
        <location filename="../../ui/MainWindow.cpp" line="+608"/>
        <source>Cannot plan: %1</source>
        <translation>无法规划：%1</translation>
    </message>
    <message>
        <location line="-435"/>
        <source>Planning…</source>
        <translation>正在规划…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <location line="+208"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Quote…</source>
        <translation>新建报价单(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Describe a new workload step by step</source>
        <translation>逐步描述新的工作负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prepared &amp;By…</source>
        <translation>编制人(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+353"/>
        <source>&amp;Undo Catalog Edit</source>
        <translation>撤销硬件目录编辑(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo Catalog Edit</source>
        <translation>重做硬件目录编辑(&amp;R)</translation>
    </message>
    <message>
        <location line="-352"/>
        <source>&amp;About RigPlan</source>
        <translation>关于 RigPlan(&amp;A)</translation>
    </message>
    <message>
        <location line="-177"/>
        <source>Example quote — File → New Quote… starts your own</source>
        <translation>示例报价单 — 用“文件 → 新建报价单…”开始您自己的报价单</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>&amp;Export PDF for the Client…</source>
        <translation>导出客户版 PDF(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;Internal PDF…</source>
        <translation>导出内部版 PDF(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export Acceptance &amp;Kit</source>
        <translation>导出验收套件(&amp;K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 Build…</source>
        <translation>%1配置…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Vendor Profile…</source>
        <translation>供应商资料(&amp;V)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Guide and Keyboard Shortcuts</source>
        <translation>使用指南和键盘快捷键(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Results</source>
        <translation>结果(&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Charts</source>
        <translation>图表(&amp;C)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ca&amp;talog</source>
        <translation>硬件目录(&amp;T)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Quote</source>
        <translation>报价(&amp;Q)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;ompare</source>
        <translation>对比(&amp;O)</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalog</source>
        <translation>硬件目录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1[*] — RigPlan</source>
        <translation>%1[*] — RigPlan</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No recent quotes</source>
        <translation>无最近打开的报价单</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Not planned: %n problem(s) in the workload</source>
        <translation>
            <numerusform>未规划：工作负载有 %n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Add a job to plan</source>
        <translation>添加任务以开始规划</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n build(s) evaluated</source>
        <translation>
            <numerusform>已评估 %n 个配置</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No build satisfies the workload</source>
        <translation>没有配置能满足该工作负载</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Edit Scenarios</source>
        <translation>编辑方案</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>This quote expired on %1.</source>
        <translation>此报价已于 %1 过期。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This quote is marked expired.</source>
        <translation>此报价已标记为过期。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The quote “%1” has unsaved changes. Save them?</source>
        <translation>报价单“%1”有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Open Quote</source>
        <translation>打开报价单</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>RigPlan quotes and workloads (%1)</source>
        <translation>RigPlan 报价单和工作负载 (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open the quote</source>
        <translation>无法打开报价单</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 could not be opened: %n problem(s), listed below. Nothing was changed.</source>
        <translation>
            <numerusform>无法打开 %1：存在 %n 个问题，详见下方列表。未做任何更改。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Export Internal PDF</source>
        <translation>导出内部版 PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export PDF for the Client</source>
        <translation>导出客户版 PDF</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+12"/>
        <source>Cannot export the acceptance kit</source>
        <translation>无法导出验收套件</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Export Acceptance Kit</source>
        <translation>导出验收套件</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Exported the acceptance kit to %1</source>
        <translation>已将验收套件导出到 %1</translation>
    </message>
    <message>
        <location line="+218"/>
        <location line="+2"/>
        <source>%1 › %2</source>
        <comment>menu › command</comment>
        <translation>%1 › %2</translation>
    </message>
    <message>
        <location line="-935"/>
        <location line="+601"/>
        <location line="+31"/>
        <source>Cannot save the quote</source>
        <translation>无法保存报价单</translation>
    </message>
    <message>
        <location line="-631"/>
        <source>Fix the fields listed below first; a quote with them could not be opened again.</source>
        <translation>请先修正下列字段；含有这些问题的报价单保存后将无法再次打开。</translation>
    </message>
    <message>
        <location line="+393"/>
        <source>Workload Edit</source>
        <translation>工作负载编辑</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The workload changed since this plan: wait for the new plan</source>
        <translation>此方案生成后工作负载已更改：请等待新方案</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Apply Suggestion</source>
        <translation>应用建议</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>&amp;Undo %1</source>
        <translation>撤销%1(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo %1</source>
        <translation>重做%1(&amp;R)</translation>
    </message>
    <message>
        <location line="+92"/>
        <location line="+31"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Save Quote</source>
        <translation>保存报价单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RigPlan quotes (*.rigplan.json)</source>
        <translation>RigPlan 报价单 (*.rigplan.json)</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+6"/>
        <location line="+43"/>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>The workload is not planned: fix the fields listed below first.</source>
        <translation>工作负载尚未规划：请先修正下列字段。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+43"/>
        <source>The plan is not ready yet.</source>
        <translation>方案尚未就绪。</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot export the PDF</source>
        <translation>无法导出 PDF</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Cannot print</source>
        <translation>无法打印</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The report could not be laid out for this printer.</source>
        <translation>无法针对此打印机完成报告排版。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Prepared By</source>
        <translation>编制人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name printed on quotes as the person who prepared them:</source>
        <translation>报价单上打印的编制人姓名：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About RigPlan</source>
        <translation>关于 RigPlan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RigPlan %1
Sizes GPU workstations for large-language-model work: entry, mainstream and high-performance builds with the reasons for every part.
Catalog: %2</source>
        <translation>RigPlan %1
为大语言模型工作负载规划 GPU 工作站配置：提供入门级、主流级和高性能级配置，并说明每个部件的选型理由。
硬件目录：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>an unsaved quote</source>
        <translation>尚未保存过的报价单</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recover unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RigPlan did not close properly last time. Recover the unsaved changes to %1?</source>
        <translation>RigPlan 上次未正常关闭。是否恢复 %1 中未保存的更改？</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot recover</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The autosaved quote could not be read.</source>
        <translation>无法读取自动保存的报价单。</translation>
    </message>
</context>
<context>
    <name>rigplan::ModelPicker</name>
    <message>
        <location filename="../../ui/workload/ModelPicker.cpp" line="+43"/>
        <source>%1 B (%2 B active)</source>
        <comment>billions of parameters</comment>
        <translation>%1 B（%2 B 激活）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 B</source>
        <comment>billions of parameters</comment>
        <translation>%1 B</translation>
    </message>
    <message>
        <location line="+153"/>
        <source>%1 · %2 · %3</source>
        <comment>model name, catalog id, size</comment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>Type to search by name, id or size</source>
        <translation>输入名称、ID 或规模进行搜索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type part of a model&apos;s name or id, then pick it from the list.</source>
        <translation>输入模型名称或 ID 的一部分，然后从列表中选择。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source> B</source>
        <comment>billions of parameters, after the number</comment>
        <translation> B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A generic dense model of this many billion parameters, shaped like Llama.</source>
        <translation>一个具有该参数量（十亿）的通用稠密模型，结构类似 Llama。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Size in billions of parameters:</source>
        <translation>规模（十亿参数）(&amp;S)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import config.json…</source>
        <translation>导入 config.json…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read the architecture of a model from its Hugging Face config.json.</source>
        <translation>从模型的 Hugging Face config.json 读取其架构。</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Pick a model from the list, import a config.json or choose a custom size.</source>
        <translation>请从列表中选择模型、导入 config.json 或选择自定义规模。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Custom size (a generic dense model)</source>
        <translation>自定义规模（通用稠密模型）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For a model that is not in the catalog: give its size in billions of parameters.</source>
        <translation>适用于硬件目录中没有的模型：请输入其参数量（十亿）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imported config.json: %1 · %2</source>
        <comment>model name, size</comment>
        <translation>已导入 config.json：%1 · %2</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>No model matches “%1”. Pick one from the list, import a config.json or choose a custom size.</source>
        <translation>没有与“%1”匹配的模型。请从列表中选择、导入 config.json 或选择自定义规模。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Gated DeltaNet linear attention</source>
        <translation>Gated DeltaNet 线性注意力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamba state space</source>
        <translation>Mamba 状态空间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamba2 state space</source>
        <translation>Mamba2 状态空间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>short convolution</source>
        <translation>短卷积</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 parameters, %2 layers, up to %3 tokens of context</source>
        <translation>%1 参数，%2 层，上下文最长 %3 tokens</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of the layers keep a fixed state per sequence (%2) instead of a KV cache</source>
        <translation>其中 %1 层为每个序列保存固定大小的状态（%2），不使用 KV 缓存</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>config.json keys not used by the estimate: %1</source>
        <translation>估算未使用的 config.json 键：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Import a model&apos;s config.json</source>
        <translation>导入模型的 config.json</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hugging Face config (*.json);;All files (*)</source>
        <translation>Hugging Face 配置 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>not a JSON object (%1)</source>
        <translation>不是 JSON 对象（%1）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not import %1: %2</source>
        <translation>无法导入 %1：%2</translation>
    </message>
</context>
<context>
    <name>rigplan::Planner</name>
    <message>
        <location filename="../../core/plan/PlanText.cpp" line="+56"/>
        <source>entry</source>
        <extracomment>tier name inside a sentence (&quot;the mainstream tier is the same build as the entry tier&quot;)</extracomment>
        <translation>入门级</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>mainstream</source>
        <extracomment>tier name inside a sentence</extracomment>
        <translation>主流级</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>high</source>
        <extracomment>tier name inside a sentence: the high-performance tier</extracomment>
        <translation>高性能级</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>office</source>
        <extracomment>site environment inside a sentence</extracomment>
        <translation>办公室</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lab</source>
        <extracomment>site environment inside a sentence</extracomment>
        <translation>实验室</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>server-room</source>
        <extracomment>site environment inside a sentence</extracomment>
        <translation>机房</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>{0} of %n GPU(s) used, tensor parallel {2}, replicas {3}</source>
        <translation>
            <numerusform>使用 %n 个 GPU 中的 {0} 个，张量并行 {2}，{3} 个副本</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>GPU {0}</source>
        <extracomment>the one GPU of a build a job runs on; {0} = its number, counted from 0</extracomment>
        <translation>GPU {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs {0}–{1}</source>
        <extracomment>the GPUs of a build a job runs on; {0} = first, {1} = last, counted from 0</extracomment>
        <translation>GPU {0}–{1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+882"/>
        <source>{0}: {1}</source>
        <extracomment>one job&apos;s GPUs in a list of concurrent jobs; {0} = &quot;GPUs 0–1&quot;, {1} = the job&apos;s name or model
----------
one failed check of the closest build. {0} = check name (&quot;GPU memory&quot;), {1} = the check&apos;s message</extracomment>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location line="-879"/>
        <source>{0}; {1}</source>
        <extracomment>joins the GPUs of concurrent jobs; {0} = the list so far, {1} = the next job&apos;s GPUs</extracomment>
        <translation>{0}；{1}</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{0} is {1} mm long; {2} takes cards up to {3} mm</source>
        <extracomment>{0} = GPU name, {1} = its length, {2} = platform name, {3} = longest card it takes</extracomment>
        <translation>{0} 长 {1} mm；{2} 最长可容纳 {3} mm 的显卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} is {1} slots wide; {2} takes {3}-slot cards</source>
        <extracomment>{0} = GPU name, {1} = its width in slots, {2} = platform name, {3} = widest card it takes</extracomment>
        <translation>{0} 宽 {1} 槽；{2} 可容纳 {3} 槽宽的显卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} × {1}-slot cards do not fit side by side: the x16 slots of {2} are {3} slots apart</source>
        <extracomment>{0} = GPU count, {1} = card width in slots, {2} = platform name, {3} = slot pitch</extracomment>
        <translation>{0} 张 {1} 槽宽显卡无法并排安装：{2} 的 x16 插槽间距为 {3} 槽</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} × {1}-slot cards: the slot spacing of {2} is not published, so a fit cannot be confirmed</source>
        <extracomment>{0} = GPU count, {1} = card width in slots, {2} = platform name</extracomment>
        <translation>{0} 张 {1} 槽宽显卡：{2} 的插槽间距未公布，无法确认能否安装</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} GPUs but {1} has {2} x16 slots</source>
        <extracomment>{0} = GPU count, {1} = platform name, {2} = its number of x16 slots</extracomment>
        <translation>{0} 个 GPU，但 {1} 只有 {2} 个 x16 插槽</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>the {0} concurrent jobs get GPUs of their own, and no split of the {3} × {4} holds {1}: on %n GPU(s) it needs {5} per GPU; {6} usable</source>
        <extracomment>{0} = number of jobs, {1} = model name of the job that does not fit, %n = GPUs the best split gives it, {3} = GPU count, {4} = GPU name, {5} = memory it needs per GPU, {6} = usable per GPU</extracomment>
        <translation>
            <numerusform>{0} 个并发任务各自独占 GPU，{3} × {4} 的任何划分都容纳不下 {1}：在 %n 个 GPU 上每 GPU 需要 {5}；可用 {6}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the {0} concurrent jobs need a GPU each; the build has {1}</source>
        <extracomment>{0} = number of concurrent jobs, {1} = GPU count of the build</extracomment>
        <translation>{0} 个并发任务每个需要一个 GPU；该配置只有 {1} 个</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>the prices of this build add up to more than {0} minor units of {1} (the 64-bit limit)</source>
        <extracomment>{0} = the largest number of minor units RigPlan can add up (9223372036854775807), {1} = currency</extracomment>
        <translation>此配置的价格合计超过 {0} 个 {1} 最小货币单位（64 位上限）</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>{0}: card size not in the catalog; fit assumed</source>
        <extracomment>{0} = GPU name</extracomment>
        <translation>{0}：硬件目录中没有显卡尺寸数据；假定可安装</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>{0} is passively cooled and needs server airflow; {1} has none</source>
        <extracomment>{0} = GPU name, {1} = platform name</extracomment>
        <translation>{0} 为被动散热，需要服务器级风道；{1} 不具备</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} × {1} ({2} cooler) but {3} can cool {4} such cards</source>
        <extracomment>{0} = GPU count, {1} = GPU name, {2} = cooler type from the catalog (&quot;open-air&quot;, &quot;flow-through&quot;), {3} = platform name, {4} = how many such cards it can cool</extracomment>
        <translation>{0} × {1}（{2} 散热器），但 {3} 只能为 {4} 张此类显卡散热</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} is a rack server; the site is an office</source>
        <extracomment>{0} = platform name</extracomment>
        <translation>{0} 是机架式服务器；场地为办公室</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is loud under load; the site is an office</source>
        <extracomment>{0} = platform name</extracomment>
        <translation>{0} 满载时噪音较大；场地为办公室</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} needs {1} per GPU on {2} × {3} ({4}); {5} usable</source>
        <extracomment>{0} = model name, {1} = memory needed per GPU (&quot;41.2 GB&quot;), {2} = GPU count, {3} = GPU name, {4} = the parallel layout tried, {5} = usable memory per GPU</extracomment>
        <translation>{0} 在 {2} × {3}（{4}）上每 GPU 需要 {1}；可用 {5}</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n core(s) needed, {1} has {2}</source>
        <extracomment>%n = cores needed, {1} = CPU name, {2} = cores it has</extracomment>
        <translation>
            <numerusform>需要 %n 个核心，{1} 只有 {2} 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} GPUs get x{1} each ({2} lanes for GPUs); at least x{3} per GPU is required</source>
        <extracomment>{0} = GPU count, {1} = PCIe lanes per GPU, {2} = lanes available for GPUs, {3} = the least lanes per GPU the check accepts</extracomment>
        <translation>{0} 个 GPU 每个仅获得 x{1}（GPU 可用 {2} 条通道）；每 GPU 至少需要 x{3}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} of system RAM needed; {1} with {2} takes at most {3}</source>
        <extracomment>{0} = RAM needed (&quot;512.0 GB&quot;), {1} = platform name, {2} = CPU name, {3} = the most RAM they take</extracomment>
        <translation>需要 {0} 系统内存；{1} 搭配 {2} 最多支持 {3}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} of NVMe storage needed; no drive set fits the bays of {1}</source>
        <extracomment>{0} = storage needed (&quot;2400.0 GB&quot;), {1} = platform name</extracomment>
        <translation>需要 {0} NVMe 存储；没有可装入 {1} 硬盘位的硬盘组合</translation>
    </message>
    <message numerus="yes">
        <location line="+60"/>
        <source>{0} steady DC load (+{1} GPU transients) is beyond every {2} PSU set {3} takes (%n bay(s))</source>
        <extracomment>{0} = steady DC load (&quot;1450 W&quot;), {1} = extra GPU transient load, {2} = PSU form factor (&quot;ATX&quot;, &quot;CRPS&quot;), {3} = platform name, %n = number of PSU bays</extracomment>
        <translation>
            <numerusform>{0} 稳态直流负载（+{1} GPU 瞬态负载）超出 {3} 可用的所有 {2} 电源组合（%n 个电源仓位）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+190"/>
        <source>{0}: 115 V rating not published; assumed equal to its {1} W rating</source>
        <extracomment>{0} = PSU name, {1} = its rating in W at 230 V</extracomment>
        <translation>{0}：未公布 115 V 额定功率；假定与其 {1} W 额定功率相同</translation>
    </message>
    <message>
        <location line="-184"/>
        <source>wall power {0} &gt; {1} W continuous on the site&apos;s outlet</source>
        <extracomment>{0} = wall power (&quot;1812 W&quot;), {1} = the outlet&apos;s continuous rating in W</extracomment>
        <translation>墙插功率 {0} &gt; 场地墙插回路的 {1} W 持续功率上限</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a part of this build has no price in the catalog</source>
        <translation>此配置中有部件在硬件目录中没有价格</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} &gt; budget {1}</source>
        <extracomment>{0} = build price, {1} = the client&apos;s budget</extracomment>
        <translation>{0} &gt; 预算 {1}</translation>
    </message>
    <message>
        <location line="+326"/>
        <source>{0} × {1} ({2} each) hold every job: {3}; tightest headroom {4:.0f} %</source>
        <extracomment>BOM reason. {0} = GPU count, {1} = GPU name, {2} = memory per GPU (&quot;80.0 GB&quot;), {3} = each job&apos;s layout (&quot;Llama 3.1 70B: 4 GPU(s), tensor parallel 4, 1 replica(s)&quot;), {4} = headroom in percent</extracomment>
        <translation>{0} × {1}（每张 {2}）可容纳所有任务：{3}；最小余量 {4:.0f} %</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>takes {0} × {1} ({2} class, {3} slot pitch, %n PSU bay(s))</source>
        <extracomment>BOM reason. {0} = GPU count, {1} = GPU name, {2} = chassis class from the catalog (&quot;tower&quot;, &quot;rack&quot;), {3} = slot pitch (in slots), %n = number of PSU bays</extracomment>
        <translation>
            <numerusform>可安装 {0} × {1}（{2} 类机箱，插槽间距 {3} 槽，%n 个电源仓位）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>takes {0} × {1} ({2} class, unpublished slot pitch, %n PSU bay(s))</source>
        <extracomment>BOM reason. {0} = GPU count, {1} = GPU name, {2} = chassis class from the catalog (&quot;tower&quot;, &quot;rack&quot;), %n = number of PSU bays</extracomment>
        <translation>
            <numerusform>可安装 {0} × {1}（{2} 类机箱，插槽间距未公布，%n 个电源仓位）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>socket {0}; {1} cores ≥ {2} needed; {3} PCIe lanes → x{4} per GPU</source>
        <extracomment>BOM reason. {0} = CPU socket, {1} = cores, {2} = cores needed, {3} = PCIe lanes, {4} = lanes per GPU</extracomment>
        <translation>CPU 插槽 {0}；{1} 核 ≥ 所需 {2} 核；{3} 条 PCIe 通道 → 每 GPU x{4}</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>{0} steady ≤ {1:.0f} % of {2}; GPU transients {3} within {4:.0f} % excursion</source>
        <extracomment>BOM reason. {0} = steady DC load (&quot;1450 W&quot;), {1} = allowed share of the rating in percent, {2} = PSU rating, {3} = load with GPU transients, {4} = the PSU&apos;s excursion rating in percent</extracomment>
        <translation>稳态 {0} ≤ {2} 的 {1:.0f} %；GPU 瞬态负载 {3} 在 {4:.0f} % 瞬时过载范围内</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>targets: {0}</source>
        <extracomment>why a cheaper build is not the tier: {0} = the targets it misses, separated by &quot;; &quot;</extracomment>
        <translation>未达目标：{0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>headroom: {0:.0f} % of GPU memory free &lt; {1:.0f} % required</source>
        <extracomment>why a cheaper build is not the tier: {0} = its free GPU memory in percent, {1} = percent required</extracomment>
        <translation>余量：空闲显存 {0:.0f} % &lt; 要求的 {1:.0f} %</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>misses a throughput target (see the job figures): the mainstream tier meets them</source>
        <translation>未达到某项吞吐量目标（见各任务数据）：主流级档位可达到</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>least expensive build that meets every throughput target with ≥ {0:.0f} % GPU memory headroom (tightest job: {1:.0f} %)</source>
        <extracomment>mainstream tier reason. {0} = required headroom in percent, {1} = the tightest job&apos;s headroom in percent</extracomment>
        <translation>满足所有吞吐量目标且显存余量 ≥ {0:.0f} % 的最低价配置（最紧张任务：{1:.0f} %）</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>no build meets every throughput target with ≥ {0:.0f} % GPU memory headroom: no mainstream tier</source>
        <extracomment>{0} = required headroom in percent</extracomment>
        <translation>没有配置能在显存余量 ≥ {0:.0f} % 的前提下满足所有吞吐量目标：无主流级档位</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>fastest build that passes every check within the budget and the site ({0}); entry runs at {1:.2f} of its speed (geometric mean over the jobs)</source>
        <extracomment>high-performance tier reason. {0} = site environment (&quot;office&quot;, &quot;lab&quot;, &quot;server-room&quot;), {1} = the entry build&apos;s speed as a fraction of this one&apos;s (&quot;0.45&quot;)</extracomment>
        <translation>在预算和场地（{0}）限制内通过所有检查的最快配置；入门级配置速度为其 {1:.2f} 倍（各任务的几何平均）</translation>
    </message>
    <message>
        <location line="-149"/>
        <source>, mirrored and striped (RAID 10)</source>
        <translation>，镜像并条带化（RAID 10）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>project volume {0} ≥ {1} (model files and the kept checkpoints), NVMe{2}</source>
        <extracomment>BOM reason. {0} = usable capacity, {1} = needed, {2} = &quot;, mirrored (RAID 1)&quot;, &quot;, mirrored and striped (RAID 10)&quot; or nothing</extracomment>
        <translation>项目卷 {0} ≥ {1}（模型文件和保留的检查点），NVMe{2}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>; also holds the {0} volume ({1})</source>
        <extracomment>BOM reason, appended. {0} = volume (&quot;data&quot;), {1} = what it must hold (&quot;12.0 GB&quot;)</extracomment>
        <translation>；同时存放{0}卷（{1}）</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>host sized to grow: system RAM ≥ {0:.0f} × total GPU memory (Puget Systems&apos; preference), system and project volumes mirrored (RAID 1, RAID 10 over more drives)</source>
        <extracomment>high-tier reason. {0} = RAM per GPU memory (&quot;2&quot;)</extracomment>
        <translation>主机按扩展需求配置：系统内存 ≥ {0:.0f} 倍总显存（Puget Systems 的推荐），系统卷和项目卷镜像（RAID 1，多于两块盘时为 RAID 10）</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>the catalog has no platform that takes any of its GPUs</source>
        <translation>硬件目录中没有可安装其中任何 GPU 的平台</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>{0} (builds rejected per check: {1})</source>
        <extracomment>{0} = why no build passes (the closest build and its shortfall), {1} = builds rejected per check id (&quot;gpu_memory 12, outlet 3&quot;; the ids stay as they are)</extracomment>
        <translation>{0}（各检查排除的配置数：{1}）</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>serve {0} to fewer concurrent users, down to {1} (asked: {2})</source>
        <extracomment>a suggestion that was not enough. {0} = model name, {1} = the fewest users tried, {2} = users asked for</extracomment>
        <translation>为更少的并发用户提供 {0} 推理服务，最少试到 {1} 个（要求：{2}）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>a dedicated {0} V {1} A circuit ({2} W continuous, {3})</source>
        <extracomment>suggestion. {0} = volts, {1} = amps, {2} = continuous watts, {3} = outlet id (&quot;eu-230v-16a&quot;)</extracomment>
        <translation>一条专用 {0} V {1} A 回路（持续 {2} W，{3}）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{0} + {1}</source>
        <translation>{0} + {1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0} × {1} with {2} × {3}, {4} per node: {5} for the nodes</source>
        <extracomment>a cluster suggestion. {0} = nodes, {1} = platform name, {2} = GPUs per node, {3} = GPU name, {4} = price of one node, {5} = price of the nodes together</extracomment>
        <translation>{0} × {1}，每台配 {2} × {3}，每个节点 {4}：节点合计 {5}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; training: ZeRO-3 data parallel over all {0} GPUs; serving: tensor parallel within a node ({1} GPUs), pipeline parallel over the {2} nodes</source>
        <extracomment>{0} = GPUs in total, {1} = GPUs per node, {2} = nodes</extracomment>
        <translation>；训练：在全部 {0} 个 GPU 上做 ZeRO-3 数据并行；推理服务：节点内张量并行（{1} 个 GPU），{2} 个节点间流水线并行</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>; only in a server room, each node on its own data-centre circuit</source>
        <translation>；仅限机房，每个节点使用各自的数据中心电路</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; each node on its own circuit of the site&apos;s kind</source>
        <translation>；每个节点使用各自的、与现场同类的电路</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; beyond the budget: no node passes within its share of it</source>
        <translation>；超出预算：在各自分摊的预算内没有节点能通过检查</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>still no build: {0} fits on no GPU of the catalog even at the largest count a platform takes, and this change leaves it as it is</source>
        <extracomment>a suggested change that cannot be enough. {0} = model name of another job of the workload</extracomment>
        <translation>仍无可用配置：{0} 即使按平台可装的最多 GPU 数量也放不进硬件目录中任何 GPU，而此调整不改变它</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the workload as asked: entry build {0} × {1} in {2} for {3}</source>
        <extracomment>what a change of the site or budget leads to; the jobs run as asked. {0} = GPU count, {1} = GPU name, {2} = platform name, {3} = price</extracomment>
        <translation>按原工作负载运行：入门级配置 {0} × {1}，平台 {2}，价格 {3}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>entry build: {0} × {1} in {2} for {3}</source>
        <extracomment>what a suggested change leads to. {0} = GPU count, {1} = GPU name, {2} = platform name, {3} = price</extracomment>
        <translation>入门级配置：{0} × {1}，平台 {2}，价格 {3}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>still no build: {0}</source>
        <extracomment>a suggested change that is not enough. {0} = why no build passes</extracomment>
        <translation>仍无可用配置：{0}</translation>
    </message>
    <message>
        <location line="-188"/>
        <source>serve {0} with {1} weights</source>
        <extracomment>suggestion. {0} = model name, {1} = precision id (&quot;fp8&quot;, &quot;int4&quot;)</extracomment>
        <translation>使用 {1} 权重部署 {0} 推理服务</translation>
    </message>
    <message>
        <location line="-1028"/>
        <source>system</source>
        <extracomment>storage volume inside a sentence (&quot;the system volume&quot;)</extracomment>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>project</source>
        <extracomment>storage volume inside a sentence (&quot;the project volume&quot;)</extracomment>
        <translation>项目</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>data</source>
        <extracomment>storage volume inside a sentence (&quot;the data volume&quot;)</extracomment>
        <translation>数据</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n GPU(s): tensor parallel {1}, pipeline parallel {2}, data parallel {3}, ZeRO stage {4} (raised from {5} to fit)</source>
        <extracomment>%n = GPU count, {1} = tensor-parallel, {2} = pipeline-parallel, {3} = data-parallel degree, {4} = ZeRO stage used, {5} = the job&apos;s ZeRO stage</extracomment>
        <translation>
            <numerusform>%n 个 GPU：张量并行 {1}，流水线并行 {2}，数据并行 {3}，ZeRO 阶段 {4}（为容纳模型由 {5} 提升）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n GPU(s): tensor parallel {1}, pipeline parallel {2}, data parallel {3}, ZeRO stage {4}</source>
        <extracomment>%n = GPU count, {1} = tensor-parallel, {2} = pipeline-parallel, {3} = data-parallel degree, {4} = ZeRO stage</extracomment>
        <translation>
            <numerusform>%n 个 GPU：张量并行 {1}，流水线并行 {2}，数据并行 {3}，ZeRO 阶段 {4}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>{0} of %n GPU(s) used: tensor parallel {2}, replicas {3}</source>
        <extracomment>{0} = GPUs used, %n = GPUs the job has, {2} = tensor-parallel degree, {3} = number of replicas</extracomment>
        <translation>
            <numerusform>使用 %n 个 GPU 中的 {0} 个：张量并行 {2}，{3} 个副本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n GPU(s): tensor parallel {1}, replicas {2}</source>
        <extracomment>%n = GPU count, {1} = tensor-parallel degree, {2} = number of replicas (data-parallel copies)</extracomment>
        <translation>
            <numerusform>%n 个 GPU：张量并行 {1}，{2} 个副本</numerusform>
        </translation>
    </message>
    <message>
        <location line="+167"/>
        <source>the workload requires ECC memory; {0} with {1} runs no ECC DIMMs (set requirements.ecc to &quot;preferred&quot; or &quot;any&quot; to allow it)</source>
        <extracomment>{0} = platform name, {1} = CPU name</extracomment>
        <translation>工作负载要求 ECC 内存；{0} 搭配 {1} 不支持 ECC 内存条（将 requirements.ecc 设为 &quot;preferred&quot; 或 &quot;any&quot; 可放宽）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no drive set for the {0} volume ({1}) fits what is left of {2}&apos;s slots and bays ({3} M.2, {4} U.2, {5} SATA, {6} 3.5&quot;)</source>
        <extracomment>{0} = volume (&quot;system&quot;, &quot;project&quot;, &quot;data&quot;), {1} = bytes it must hold (&quot;2400.0 GB&quot;), {2} = platform name, {3} = M.2 slots, {4} = U.2 bays, {5} = 2.5&quot; SATA bays, {6} = 3.5&quot; bays</extracomment>
        <translation>{0}卷（{1}）在 {2} 剩余的插槽和盘位中放不下任何一组硬盘（{3} 个 M.2、{4} 个 U.2、{5} 个 SATA、{6} 个 3.5&quot; 盘位）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} draws {1} sustained; the catalog&apos;s coolers for its socket are rated to {2}</source>
        <extracomment>{0} = CPU name, {1} = its sustained power (&quot;253 W&quot;), {2} = the best cooler rating for its socket</extracomment>
        <translation>{0} 持续功耗 {1}；目录中适配其插槽的散热器最高只能压 {2}</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>the workload asks for a {0} network ({1} Gb/s); no such NIC of the catalog fits {2} (%n slot(s) free for a NIC)</source>
        <extracomment>{0} = the network class asked for (&quot;100gbe&quot;, &quot;ib-ndr&quot;), {1} = port speed in Gb/s, {2} = platform name, %n = slots free for a NIC</extracomment>
        <translation>
            <numerusform>工作负载要求 {0} 网络（{1} Gb/s）；目录中没有这样的网卡能装进 {2}（可用于网卡的空闲插槽 %n 个）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the layout joins pairs of {0} by an NVLink bridge; the x16 slots of {1} are {2} slots apart and the catalog&apos;s bridges for the card span {3} slots</source>
        <extracomment>{0} = GPU name, {1} = platform name, {2} = its slot pitch (slots), {3} = the bridges&apos; slot spacings the catalog has for the card (&quot;3, 4&quot;)</extracomment>
        <translation>该布局用 NVLink 桥接器两两连接 {0}；{1} 的 x16 插槽间距为 {2} 个槽位，而目录中该卡的桥接器跨度为 {3} 个槽位</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>{0} is at last-time-buy: orders close soon, it is not a current product</source>
        <extracomment>{0} = GPU name</extracomment>
        <translation>{0} 处于最后采购（LTB）阶段：即将停止接单，已不是现行产品</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} is at last-time-buy since {1}: orders close soon, it is not a current product</source>
        <extracomment>{0} = GPU name, {1} = date of the last-time-buy notice (YYYY-MM-DD)</extracomment>
        <translation>{0} 自 {1} 起处于最后采购（LTB）阶段：即将停止接单，已不是现行产品</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{0}; its successor is {1} (no price in the catalog)</source>
        <extracomment>{0} = the sentence saying the GPU is end-of-life, {1} = successor GPU name</extracomment>
        <translation>{0}；其后继型号为 {1}（目录中无价格）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}; its successor is {1} at {2} per card</source>
        <extracomment>{0} = the sentence saying the GPU is end-of-life, {1} = successor GPU name, {2} = its price per card</extracomment>
        <translation>{0}；其后继型号为 {1}，每卡 {2}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{0}: sustained power (PL2 / PPT) not in the catalog; its {1} W TDP is counted, the real all-core draw can be higher</source>
        <extracomment>{0} = CPU name, {1} = its TDP in W</extracomment>
        <translation>{0}：目录中没有持续功耗（PL2 / PPT），按其 {1} W TDP 计算，实际全核功耗可能更高</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the catalog has no CPU cooler for socket {0}: none is priced</source>
        <extracomment>{0} = CPU socket (&quot;sTR5&quot;)</extracomment>
        <translation>目录中没有适配 {0} 插槽的 CPU 散热器：未计入价格</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ZeRO-Offload runs the optimizer on the CPU: {0} memory channels, {1} or more recommended</source>
        <extracomment>{0} = memory channels, {1} = channels ZeRO-Offload wants</extracomment>
        <translation>ZeRO-Offload 在 CPU 上运行优化器：当前 {0} 个内存通道，建议 {1} 个或更多</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ECC preferred, but this CPU and board run no ECC memory: non-ECC DIMMs fitted</source>
        <translation>优先使用 ECC，但此 CPU 与主板不支持 ECC 内存：已配置非 ECC 内存条</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0:.0f} × GPU memory of RAM or a mirrored system volume does not fit this build: it keeps the sizing of the lower tiers</source>
        <extracomment>{0} = the RAM-per-GPU-memory factor of the high tier (&quot;2&quot;)</extracomment>
        <translation>此配置装不下 {0:.0f} 倍显存的内存或镜像系统卷：沿用较低档位的配置</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>to join a training cluster: its {0} connects it; %n slot(s) left for a second NIC</source>
        <extracomment>{0} = NIC name, %n = slots still free</extracomment>
        <translation>
            <numerusform>加入训练集群：由其 {0} 连接；还剩 %n 个插槽可装第二块网卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>to join a training cluster this node needs a 400 Gb/s InfiniBand NDR (or 200–400 GbE RoCE) NIC and a switch port; it has %n slot(s) free for one (1 × 8 GPUs in one node beats 2 × 4 for communication-heavy training)</source>
        <extracomment>%n = slots free for a NIC</extracomment>
        <translation>
            <numerusform>要加入训练集群，此节点需要一块 400 Gb/s InfiniBand NDR（或 200–400 GbE RoCE）网卡和一个交换机端口；它有 %n 个空闲插槽可装（通信密集的训练中，单节点 8 卡优于 2 个 4 卡节点）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} publishes no slot spacing: a {1}-slot NVLink bridge is assumed (check the distance between the two x16 slots before ordering)</source>
        <extracomment>{0} = platform name, {1} = the bridge&apos;s slot spacing</extracomment>
        <translation>{0} 未公布插槽间距：按 {1} 槽 NVLink 桥接器计（订购前请核实两个 x16 插槽之间的距离）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>pairs of {0} can be joined by an NVLink bridge, but the catalog sells none with a price here: the layouts are estimated at PCIe speed</source>
        <extracomment>{0} = GPU name</extracomment>
        <translation>{0} 可两两用 NVLink 桥接器连接，但目录中没有在此有售且有价格的桥接器：布局按 PCIe 速度估算</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0} at the wall is within {1:.0f} % of the circuit&apos;s {2} continuous: no margin for a warmer room, a firmware power limit raised or another load on the circuit</source>
        <extracomment>{0} = wall draw (&quot;2796 W&quot;), {1} = the margin in percent (&quot;10&quot;), {2} = the circuit&apos;s continuous W</extracomment>
        <translation>墙插功耗 {0} 与电路持续容量 {2} 相差不到 {1:.0f} %：室温升高、固件功耗上限调高或同一电路再接其他负载时都没有余量</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{0}: output on 100–127 V not published, so not counted on this circuit (server supplies of {1} and more deliver about half their rating there)</source>
        <extracomment>{0} = PSU names, {1} = the rating from which server supplies derate (&quot;2000 W&quot;)</extracomment>
        <translation>{0}：未公布 100–127 V 下的输出功率，因此在此电路上不计入（{1} 及以上的服务器电源在该电压下约只能输出额定功率的一半）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no N+1 power supplies, as the workload asks (redundant_psu: false): one failed supply stops this rack server</source>
        <translation>按工作负载要求（redundant_psu: false）不配 N+1 冗余电源：任一电源故障都会使这台机架服务器停机</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no CPU cooler of the catalog for socket {1} fits {0} (a rack chassis takes server heatsinks only; a tower cooler must be no taller than the case allows): none is priced, the chassis vendor&apos;s heatsink is needed</source>
        <extracomment>{0} = platform name, {1} = CPU socket (&quot;SP5&quot;)</extracomment>
        <translation>目录中没有适配 {1} 插槽且能装入 {0} 的 CPU 散热器（机架机箱只能使用服务器散热片；塔式散热器不得高于机箱允许的高度）：未计入价格，需采用机箱厂商的散热片</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>{0} is end-of-life: supplied from remaining stock, not as a current product</source>
        <translation>{0} 已停产：由剩余库存供货，并非现行在售产品</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>the experts kept in host memory need {0} of memory bandwidth (peak) for the speed target; {1} with {2} gives {3}</source>
        <extracomment>{0} = bandwidth needed (&quot;307.2 GB/s&quot;), {1} = platform name, {2} = CPU name, {3} = what its memory gives (&quot;153.6 GB/s&quot;); peak figures (channels × MT/s × 8 bytes)</extracomment>
        <translation>放在主机内存的专家要达到速度目标需要 {0} 的内存带宽（峰值）；{1} 配 {2} 只有 {3}</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>{0} is end-of-life since {1}: supplied from remaining stock, not as a current product</source>
        <extracomment>{0} = GPU name, {1} = date of the end-of-life notice (YYYY-MM-DD)</extracomment>
        <translation>{0} 自 {1} 起停产：由剩余库存供货，并非现行在售产品</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>GPUs run at PCIe x{0} ({1} lanes are left for {2} GPUs)</source>
        <extracomment>{0} = PCIe link width per GPU, {1} = CPU lanes left for the GPUs (after the system drive and a network card), {2} = GPU count</extracomment>
        <translation>GPU 以 PCIe x{0} 运行（{2} 块 GPU 共剩 {1} 条通道）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{0:.0f} × GPU memory of RAM does not fit this build: its RAM keeps the sizing of the lower tiers; its system and project volumes are mirrored all the same</source>
        <extracomment>{0} = the RAM-per-GPU-memory factor of the high tier (&quot;2&quot;)</extracomment>
        <translation>此配置装不下 {0:.0f} 倍显存的内存：内存沿用较低档位的配置；系统卷和项目卷仍做镜像</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>not offered in {0}: {1} — the catalog marks it as not sold there</source>
        <extracomment>a part the plan left out: {0} = ISO country code, {1} = part name</extracomment>
        <translation>在 {0} 不提供：{1} — 目录标注其不在该地销售</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not offered in {0}: {1} — {2}</source>
        <extracomment>a part the plan left out: {0} = ISO country code, {1} = part name, {2} = the rule (catalog text)</extracomment>
        <translation>在 {0} 不提供：{1} — {2}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>sold into {0}, the site&apos;s country</source>
        <extracomment>{0} = ISO country code the site names</extracomment>
        <translation>销往 {0}（现场所填国家）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>sold into {0}, the country of the outlet {1}: set the site&apos;s country to change it</source>
        <extracomment>{0} = ISO country code, {1} = outlet id (e.g. cn-220v-16a)</extracomment>
        <translation>销往 {0}：由插座 {1} 所属国家推定；如需更改，请填写现场国家</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>sold into {0}, the country of the budget&apos;s currency {1}: set the site&apos;s country to change it</source>
        <extracomment>{0} = ISO country code, {1} = ISO currency code of the budget</extracomment>
        <translation>销往 {0}：由预算币种 {1} 所属国家推定；如需更改，请填写现场国家</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>prices in {0}</source>
        <extracomment>{0} = ISO currency code</extracomment>
        <translation>价格以 {0} 计</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>prices in {0}; exchange rates of {1}</source>
        <extracomment>{0} = ISO currency code, {1} = date of the exchange rates (YYYY-MM-DD)</extracomment>
        <translation>价格以 {0} 计；汇率日期 {1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>price of {0}, older than {1} days: check it before quoting</source>
        <extracomment>{0} = the price&apos;s date (YYYY-MM-DD), {1} = days</extracomment>
        <translation>{0} 的价格，已超过 {1} 天：报价前请核实</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>non-ECC</source>
        <translation>非 ECC</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} {3} ≥ {1} needed, every channel populated ({2} DIMMs), cheapest such set</source>
        <extracomment>BOM reason. {0} = RAM fitted (&quot;512.0 GB&quot;), {1} = RAM needed, {2} = number of DIMMs, {3} = &quot;ECC&quot; or &quot;non-ECC&quot;</extracomment>
        <translation>{0} {3} ≥ 所需 {1}，每个通道均插满（{2} 根内存条），最便宜的此类组合</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>, mirrored (RAID 1)</source>
        <translation>，镜像（RAID 1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>system volume {0} ≥ {1} (OS, drivers, environments, containers){2}</source>
        <extracomment>BOM reason. {0} = usable capacity (&quot;1000.0 GB&quot;), {1} = needed, {2} = &quot;, mirrored (RAID 1)&quot; or nothing</extracomment>
        <translation>系统卷 {0} ≥ {1}（操作系统、驱动、环境、容器）{2}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>data volume {0} ≥ {1} (datasets raw and tokenized), cheapest in the bays left</source>
        <extracomment>BOM reason. {0} = usable capacity, {1} = needed</extracomment>
        <translation>数据卷 {0} ≥ {1}（原始与分词后的数据集），剩余盘位中最便宜的</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>requirements.network {0}: {1} × {2} Gb/s, takes a slot and {3} PCIe lanes from the CPU; cheapest such NIC</source>
        <extracomment>BOM reason. {0} = network class asked for (&quot;100gbe&quot;), {1} = ports, {2} = port speed Gb/s, {3} = PCIe lanes it takes</extracomment>
        <translation>requirements.network {0}：{1} × {2} Gb/s，占用一个插槽和 CPU 的 {3} 条 PCIe 通道；最便宜的此类网卡</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>the layout exchanges between each pair of cards over the bridge: %n pair(s) of {1}, {2}-slot spacing as the x16 slots, bridges per pair: {3}; bridges join pairs only, so wider layouts run over PCIe; cheapest such bridge</source>
        <extracomment>BOM reason. %n = pairs of cards bridged, {1} = GPU name, {2} = the bridge&apos;s slot spacing, {3} = bridges per pair</extracomment>
        <translation>
            <numerusform>该布局在每对卡之间经桥接器交换数据：%n 对 {1}，与 x16 插槽一致的 {2} 槽间距，每对 {3} 个桥接器；桥接器只连接成对的卡，更大的布局走 PCIe；所选为同类中最便宜的桥接器</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>rated {0} ≥ the CPU&apos;s {1} sustained, for socket {2}; cheapest such cooler</source>
        <extracomment>BOM reason. {0} = cooler rating (&quot;350 W&quot;), {1} = the CPU&apos;s sustained power, {2} = CPU socket</extracomment>
        <translation>额定 {0} ≥ CPU 持续功耗 {1}，适配 {2} 插槽；最便宜的此类散热器</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>; load is the vendor&apos;s rated system power {0}</source>
        <extracomment>appended to the PSU reason. {0} = the platform&apos;s rated system power</extracomment>
        <translation>；负载按厂商额定整机功率 {0} 计</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; {0} units fitted, {1} in the platform&apos;s price</source>
        <extracomment>appended to the PSU reason. {0} = PSUs fitted, {1} = PSUs in the platform&apos;s price</extracomment>
        <translation>；装 {0} 个，其中 {1} 个含在平台价格内</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; N+1: the load is carried with one unit failed</source>
        <translation>；N+1：坏一个电源仍能承载负载</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>least expensive build that passes every hard check ({0} of the {1} builds evaluated pass; the search in price order stops where no cheaper build can be left)</source>
        <extracomment>entry tier reason. {0} = builds evaluated that pass, {1} = builds evaluated</extracomment>
        <translation>通过所有硬性检查的配置中价格最低（评估的 {1} 个配置中有 {0} 个通过；按价格顺序搜索，在不可能再有更便宜的配置时停止）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>misses a throughput target (see the job figures): no build that passes every check meets every target with the mainstream tier&apos;s GPU memory headroom</source>
        <translation>未达到某项吞吐量目标（见各任务数据）：没有通过所有检查的配置能在主流级档位的显存余量下满足所有目标</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the entry build already meets every throughput target with ≥ {0:.0f} % GPU memory headroom; this is the least expensive other GPU × count that does (tightest job: {1:.0f} %)</source>
        <extracomment>mainstream tier reason when the entry build already meets the bar. {0} = required headroom in percent, {1} = the tightest job&apos;s headroom in percent</extracomment>
        <translation>入门级配置已在显存余量 ≥ {0:.0f} % 的前提下满足所有吞吐量目标；这是同样满足的其他 GPU × 数量中价格最低的配置（最紧张任务：{1:.0f} %）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the growth build: the fastest that meets every target with the headroom and still fits {0:g} × the users of each serving job and {0:g} × the sequence length of each training job; entry runs at {1:.2f} of its speed (geometric mean over the jobs)</source>
        <extracomment>high-performance tier reason. {0} = growth factor (&quot;2&quot;), {1} = the entry build&apos;s speed as a fraction of this one&apos;s (&quot;0.45&quot;)</extracomment>
        <translation>成长型配置：满足所有目标和显存余量、且在每个推理任务 {0:g} 倍用户数和每个训练任务 {0:g} 倍序列长度下仍放得下的最快配置；入门级配置速度为其 {1:.2f} 倍（各任务的几何平均）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>without a budget, high costs at most {0:g} × the mainstream price</source>
        <extracomment>{0} = the price cap as a multiple of the mainstream price (&quot;3&quot;)</extracomment>
        <translation>未设预算时，高性能级价格至多为主流级的 {0:g} 倍</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%n free x16 slot(s)</source>
        <extracomment>%n = number of x16 slots no GPU takes</extracomment>
        <translation>
            <numerusform>%n 个空闲 x16 插槽</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} of PSU margin</source>
        <extracomment>{0} = watts of steady load the PSUs can still take (&quot;380 W&quot;)</extracomment>
        <translation>电源余量 {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>takes {0} GPUs next</source>
        <extracomment>{0} = the next larger GPU count the platform takes</extracomment>
        <translation>可扩展到 {0} 个 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>room to grow: none in this chassis (no free x16 slot, no larger GPU count)</source>
        <translation>扩展空间：此机箱内没有（无空闲 x16 插槽，不支持更多 GPU）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0}, {1}</source>
        <extracomment>joins the ways a build can grow; {0} = the list so far, {1} = the next item</extracomment>
        <translation>{0}，{1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>room to grow: {0}</source>
        <extracomment>{0} = &quot;2 free x16 slot(s), 380 W of PSU margin, takes 4 GPUs next&quot;</extracomment>
        <translation>扩展空间：{0}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the {0} tier is the same build as the {1} tier: only one platform × GPU × count passes every check</source>
        <extracomment>{0}, {1} = tier names (&quot;mainstream&quot;, &quot;entry&quot;)</extracomment>
        <translation>{0}档位与{1}档位是同一配置：只有一种平台 × GPU × 数量通过所有检查</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the {0} tier is the same build as the {1} tier: no other build meets every throughput target with ≥ {2:.0f} % GPU memory headroom</source>
        <extracomment>{0}, {1} = tier names, {2} = required headroom in percent</extracomment>
        <translation>{0}档位与{1}档位是同一配置：没有其他配置能在显存余量 ≥ {2:.0f} % 的前提下满足所有吞吐量目标</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the {0} tier is the same build as the {1} tier: no other build that passes every check (budget and site included) is faster with room for {2:g} × the users or the sequence length</source>
        <extracomment>{0}, {1} = tier names, {2} = growth factor (&quot;2&quot;)</extracomment>
        <translation>{0}档位与{1}档位是同一配置：没有其他通过所有检查（含预算和场地）的配置在容纳 {2:g} 倍用户数或序列长度的同时更快</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the {0} tier is the same build as the {1} tier: no other build that passes every check (budget and site included) is faster, and none has room for {2:g} × the users or the sequence length (more GPUs that no job can use are not offered)</source>
        <extracomment>{0}, {1} = tier names, {2} = growth factor (&quot;2&quot;)</extracomment>
        <translation>{0}档位与{1}档位是同一配置：没有其他通过所有检查（含预算和场地）的配置更快，也没有配置能容纳 {2:g} 倍用户数或序列长度（不推荐任何任务都用不上的额外 GPU）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the {0} tier is the same build as the {1} tier: the faster builds with room to grow cost more than {2:g} × the mainstream price (the cap without a budget)</source>
        <extracomment>{0}, {1} = tier names, {2} = price cap as a multiple of the mainstream price (&quot;3&quot;)</extracomment>
        <translation>{0}档位与{1}档位是同一配置：有扩展空间的更快配置价格超过主流级的 {2:g} 倍（未设预算时的上限）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no build within the budget (or the price cap) fits {0:g} × the users and the sequence length: the high tier is the fastest build without that room</source>
        <extracomment>{0} = growth factor (&quot;2&quot;)</extracomment>
        <translation>预算（或价格上限）内没有配置能容纳 {0:g} 倍的用户数和序列长度：高性能级为不具备该扩展空间的最快配置</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{0} × {1} in {2}</source>
        <extracomment>a build in a sentence. {0} = GPU count, {1} = GPU name, {2} = platform name (board in chassis, or server)</extracomment>
        <translation>{0} × {1}，装于 {2}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}: {1}; short by {2:.0f} %</source>
        <extracomment>one failed check of the closest build. {0} = check name (&quot;GPU memory&quot;), {1} = the check&apos;s message, {2} = shortfall in percent</extracomment>
        <translation>{0}：{1}；差距 {2:.0f} %</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> | </source>
        <extracomment>separates the failed checks of the closest build</extracomment>
        <translation> | </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>no build passes every check. Closest: {0} fails %n check(s): {2}</source>
        <extracomment>{0} = the build (&quot;6 × NVIDIA A100 80GB PCIe in ASUS ESC8000A-E12&quot;), %n = number of failed checks, {2} = each failed check with its message</extracomment>
        <translation>
            <numerusform>没有配置能通过所有检查。最接近的：{0}，未通过 %n 项检查：{2}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source> (its CPU, memory, drives and power were not sized: its jobs do not fit in GPU memory)</source>
        <extracomment>appended to the closest build when its jobs do not fit in GPU memory</extracomment>
        <translation>（未配置其 CPU、内存、硬盘和电源：其任务无法装入 GPU 显存）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>serve {0} with an fp8 KV cache</source>
        <extracomment>suggestion. {0} = model name</extracomment>
        <translation>以 fp8 KV 缓存提供 {0} 推理服务</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>train {0} with full activation checkpointing (recompute)</source>
        <extracomment>suggestion. {0} = model name</extracomment>
        <translation>训练 {0} 时启用完整激活重计算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fine-tune {0} with {1} instead of full fine-tuning</source>
        <extracomment>suggestion. {0} = model name, {1} = &quot;LoRA&quot; or &quot;QLoRA&quot;</extracomment>
        <translation>对 {0} 使用 {1} 微调，而非全参数微调</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>train {0} with 8-bit AdamW (6 instead of 12 bytes of optimizer state per parameter)</source>
        <extracomment>suggestion. {0} = model name</extracomment>
        <translation>用 8 位 AdamW 训练 {0}（每个参数的优化器状态为 6 字节而非 12 字节）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>train {0} in pure 16-bit with a paged 8-bit AdamW (no fp32 master copy; the optimizer state waits in host RAM)</source>
        <extracomment>suggestion (the job accumulates gradients: no optimizer step in the backward pass). {0} = model name</extracomment>
        <translation>以纯 16 位训练 {0}，使用分页 8 位 AdamW（无 fp32 主权重副本；优化器状态放在主机内存）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>train {0} in pure 16-bit with a paged 8-bit AdamW stepped in the backward pass (no fp32 master copy; the optimizer state waits in host RAM)</source>
        <extracomment>suggestion. {0} = model name</extracomment>
        <translation>以纯 16 位训练 {0}，使用在反向传播中逐参数更新的分页 8 位 AdamW（无 fp32 主权重副本；优化器状态放在主机内存）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>offload {0}&apos;s optimizer state to CPU memory (ZeRO-Offload)</source>
        <extracomment>suggestion. {0} = model name</extracomment>
        <translation>将 {0} 的优化器状态卸载到 CPU 内存（ZeRO-Offload）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>serve {0} to fewer concurrent users (asked: {1})</source>
        <extracomment>a suggestion not tried (another job fits nowhere). {0} = model name, {1} = users asked for</extracomment>
        <translation>为更少的并发用户提供 {0} 推理服务（要求：{1}）</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>serve {0} to %n concurrent user(s), the most that fit (asked: {2})</source>
        <extracomment>suggestion. {0} = model name, %n = concurrent users that fit (the most), {2} = users asked for</extracomment>
        <translation>
            <numerusform>为 %n 个并发用户提供 {0} 推理服务，这是能装下的最大值（要求：{2}）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>serve {0} at a shorter context (asked: {1} tokens)</source>
        <extracomment>a suggestion not tried (another job fits nowhere). {0} = model name, {1} = tokens asked for</extracomment>
        <translation>以更短的上下文提供 {0} 推理服务（要求：{1} token）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>serve {0} at a shorter context, down to {1} tokens (the prompt and answer; asked: {2})</source>
        <extracomment>a suggestion that was not enough. {0} = model name, {1} = the shortest context tried in tokens (the prompt and the answer), {2} = tokens asked for</extracomment>
        <translation>以更短的上下文提供 {0} 推理服务，最短试到 {1} token（提示词加回答；要求：{2}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>serve {0} at {1} tokens of context, the longest that fits (asked: {2})</source>
        <extracomment>suggestion. {0} = model name, {1} = context length in tokens that fits (the longest), {2} = tokens asked for</extracomment>
        <translation>以 {1} 个 token 的上下文提供 {0} 推理服务，这是能装下的最长值（要求：{2}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>lift the budget</source>
        <extracomment>suggestion</extracomment>
        <translation>提高预算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>place the machine in a server room (rack chassis and loud machines allowed)</source>
        <extracomment>suggestion</extracomment>
        <translation>将机器放置在机房（允许机架式机箱和高噪音机器）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a cluster of several nodes</source>
        <extracomment>suggestion: several machines instead of one</extracomment>
        <translation>由多个节点组成的集群</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>one cable between the two nodes, no switch</source>
        <extracomment>how two cluster nodes are joined</extracomment>
        <translation>两个节点之间直连一根线缆，无需交换机</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>one 64-port InfiniBand NDR leaf switch</source>
        <extracomment>how more than two cluster nodes are joined</extracomment>
        <translation>一台 64 端口 InfiniBand NDR 叶交换机</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a cluster of {0} nodes × {1} × {2}</source>
        <extracomment>suggestion. {0} = number of nodes, {1} = GPUs per node, {2} = GPU name</extracomment>
        <translation>由 {0} 个节点组成的集群，每节点 {1} × {2}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>; network: {0} × {1}, one in each node and in its price, {2} — the cables and any switch are not catalog parts and are not priced</source>
        <extracomment>{0} = NICs, {1} = the NIC&apos;s name, {2} = how the nodes are joined (&quot;one cable between the two nodes&quot;)</extracomment>
        <translation>；网络：{0} × {1}，每个节点一块，已计入节点价格，{2}——线缆和交换机不是目录部件，未计价</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>; network: {0} × InfiniBand NDR 400 Gb/s NIC, {1} — not priced: the catalog offers no InfiniBand NDR card</source>
        <extracomment>{0} = NICs, {1} = how the nodes are joined</extracomment>
        <translation>；网络：{0} × InfiniBand NDR 400 Gb/s 网卡，{1}——未计价：目录中没有可供的 InfiniBand NDR 网卡</translation>
    </message>
    <message numerus="yes">
        <location line="-1136"/>
        <source>%n GPU(s), tp {1} pp {2} dp {3}, ZeRO {4} (raised from {5} to fit)</source>
        <translation>
            <numerusform>%n 个 GPU，tp {1} pp {2} dp {3}，ZeRO {4}（为容纳模型由 {5} 提升）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n GPU(s), tp {1} pp {2} dp {3}, ZeRO {4}</source>
        <translation>
            <numerusform>%n 个 GPU，tp {1} pp {2} dp {3}，ZeRO {4}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{0}: {1:.1f} h for the training run &gt; target {2:.1f} h</source>
        <extracomment>target missed. {0} = model name, {1} = hours of the run, {2} = target hours</extracomment>
        <translation>{0}：训练运行需 {1:.1f} h &gt; 目标 {2:.1f} h</translation>
    </message>
    <message numerus="yes">
        <location line="-37"/>
        <source>%n GPU(s), tensor parallel {1}, replicas {2}</source>
        <translation>
            <numerusform>%n 个 GPU，张量并行 {1}，{2} 个副本</numerusform>
        </translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{0}: {1:.1f} tokens/s per user &lt; target {2:.1f} ({3:.0f} % short)</source>
        <extracomment>target missed. {0} = model name, {1} = tokens/s per user, {2} = target, {3} = shortfall in percent</extracomment>
        <translation>{0}：每用户 {1:.1f} tokens/s &lt; 目标 {2:.1f}（差 {3:.0f} %）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}: time to first token {1:.2f} s &gt; target {2:.2f} s</source>
        <extracomment>target missed. {0} = model name, {1} = time to first token in s, {2} = target in s</extracomment>
        <translation>{0}：首 token 延迟 (TTFT) {1:.2f} s &gt; 目标 {2:.2f} s</translation>
    </message>
</context>
<context>
    <name>rigplan::PricePanel</name>
    <message>
        <location filename="../../ui/catalog/PricePanel.cpp" line="+112"/>
        <source>e.g. 1999.00</source>
        <translation>例如 1999.00</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the price comes from: a quote, a shop, a URL</source>
        <translation>价格来源：报价单、商店或网址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount:</source>
        <translation>金额：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Currency:</source>
        <translation>币种：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set price</source>
        <translation>设置价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to shipped prices</source>
        <translation>恢复出厂价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes every price you set for this part; the newest shipped price applies again.</source>
        <translation>移除您为该部件设置的所有价格，重新采用最新的出厂价格。</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a part to see and set its price.</source>
        <translation>选择部件以查看和设置其价格。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Price of %1</source>
        <translation>%1 的价格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The catalog has no price for %1, so the planner cannot price builds with it.</source>
        <translation>硬件目录中没有 %1 的价格，因此规划器无法为使用该部件的配置报价。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The planner uses your price: %1.</source>
        <translation>规划器使用您的价格：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The planner uses the shipped price: %1.</source>
        <translation>规划器使用出厂价格：%1。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, dated %2, set by you: %3</source>
        <translation>%1，日期 %2，由您设置：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, dated %2, shipped: %3</source>
        <translation>%1，日期 %2，出厂：%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prices in the catalog:
%1</source>
        <translation>硬件目录中的价格：
%1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Select a part first.</source>
        <translation>请先选择部件。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose the date of the price.</source>
        <translation>请选择价格日期。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>entered in the catalog editor</source>
        <translation>在硬件目录编辑器中输入</translation>
    </message>
</context>
<context>
    <name>rigplan::Quote</name>
    <message>
        <location filename="../../core/quote/Quote.cpp" line="+58"/>
        <location filename="../../core/quote/QuoteJson.cpp" line="+71"/>
        <source>expected a string, got %1</source>
        <translation>应为字符串，实际为 %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../../core/quote/QuoteJson.cpp" line="-21"/>
        <source>unknown key (expected one of: %1)</source>
        <translation>未知的键（应为以下之一：%1）</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../core/quote/QuoteJson.cpp" line="+104"/>
        <source>expected a date as yyyy-mm-dd, got &quot;%1&quot;</source>
        <translation>应为 yyyy-mm-dd 格式的日期，实际为“%1”</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected a whole number of days from 1 to %1, got %2</source>
        <translation>应为 1 到 %1 之间的整数天数，实际为 %2</translation>
    </message>
    <message>
        <location filename="../../core/quote/QuoteJson.cpp" line="+31"/>
        <source>expected an array, got %1</source>
        <translation>应为数组，实际为 %1</translation>
    </message>
    <message>
        <location filename="../../core/quote/KitJson.cpp" line="+128"/>
        <location filename="../../core/quote/Quote.cpp" line="+55"/>
        <location line="+102"/>
        <location filename="../../core/quote/QuoteJson.cpp" line="+7"/>
        <source>expected an object, got %1</source>
        <translation>应为对象，实际为 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected at most %1 items, got %2</source>
        <extracomment>%1 = the most items the list may hold, %2 = how many it has</extracomment>
        <translation>应最多 %1 项，实际为 %2 项</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a finite number ≥ 0, got %1</source>
        <translation>应为 ≥ 0 的有限数，实际为 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected one line of text without control characters</source>
        <translation>应为不含控制字符的单行文本</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>expected an option name (letters, digits, _ . -), got &quot;%1&quot;</source>
        <extracomment>%1 = the name found</extracomment>
        <translation>应为选项名（字母、数字、_ . -），实际为“%1”</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>expected an array of at most %1 GPU numbers, got %2</source>
        <extracomment>%1 = the most GPUs a replica may list</extracomment>
        <translation>应为最多 %1 个 GPU 编号的数组，实际为 %2</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>expected a job index greater than the one before (%1), got %2</source>
        <extracomment>%1 = the previous job&apos;s number, %2 = this one&apos;s</extracomment>
        <translation>任务序号应大于前一个（%1），实际为 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected either &quot;serving&quot; or &quot;training&quot;</source>
        <translation>应为“serving”或“training”二者之一</translation>
    </message>
    <message>
        <location filename="../../core/quote/Quote.cpp" line="-126"/>
        <location line="+251"/>
        <source>expected an object or null, got %1</source>
        <translation>应为对象或 null，实际为 %1</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>expected an array of service ids, got %1</source>
        <translation>应为服务 ID 数组，实际为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a service id, got %1</source>
        <translation>应为服务 ID，实际为 %1</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>expected a number from 0 to %1, got %2</source>
        <translation>应为 0 到 %1 之间的数，实际为 %2</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>expected a number ≥ 0, got %1</source>
        <translation>应为 ≥ 0 的数，实际为 %1</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>expected an ISO 4217 code such as CNY, got &quot;%1&quot;</source>
        <extracomment>%1 = the code found</extracomment>
        <translation>应为 ISO 4217 货币代码（如 CNY），实际为“%1”</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>a frozen quote needs its lines (the parts and services it sells), got none</source>
        <translation>已冻结的报价需要其明细行（所售部件和服务），实际没有</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected the quote&apos;s currency %1, got &quot;%2&quot;</source>
        <extracomment>%1 = the quote&apos;s currency, %2 = the line&apos;s</extracomment>
        <translation>应为报价货币 %1，实际为“%2”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected the build&apos;s gpu_count (%1), got %2</source>
        <extracomment>%1 = the build&apos;s GPU count, %2 = the line&apos;s quantity</extracomment>
        <translation>应为配置的 gpu_count（%1），实际为 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected the exchange rate of %1, which the quote uses, got none</source>
        <extracomment>%1 = a currency code</extracomment>
        <translation>应有报价所用货币 %1 的汇率，实际没有</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the lines add up to more than a 64-bit amount of minor units can hold</source>
        <translation>明细行合计超出 64 位最小货币单位所能表示的范围</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>expected a UTC time as yyyy-mm-ddThh:mm:ssZ, got &quot;%1&quot;</source>
        <extracomment>%1 = the value found</extracomment>
        <translation>应为 UTC 时间 yyyy-mm-ddThh:mm:ssZ，实际为“%1”</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected a number &gt; 0, got %1</source>
        <translation>应为 &gt; 0 的数，实际为 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected the quote&apos;s tier %1, got &quot;%2&quot;</source>
        <extracomment>%1 = the quote&apos;s tier, %2 = the kit&apos;s</extracomment>
        <translation>应为报价单的档位 %1，实际为“%2”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected at most %1 lines, got %2</source>
        <extracomment>%1 = the most lines a quote may have, %2 = how many it has</extracomment>
        <translation>最多应有 %1 行，实际为 %2 行</translation>
    </message>
    <message>
        <location line="+184"/>
        <source>expected an array of scenario objects, got %1</source>
        <extracomment>%1 = the value found</extracomment>
        <translation>应为方案对象数组，实际为 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a scenario object, got %1</source>
        <translation>应为方案对象，实际为 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown key (expected name, workload)</source>
        <translation>未知的键（应为 name、workload）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected the scenario&apos;s name (a non-empty string), got %1</source>
        <translation>应为方案名称（非空字符串），实际为 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; names another scenario already</source>
        <extracomment>%1 = the scenario name</extracomment>
        <translation>“%1”已是另一个方案的名称</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>&quot;%1&quot; was written by a newer RigPlan; this version reads %2, %3 and %4</source>
        <translation>“%1”由更新版本的 RigPlan 写入；此版本可读取 %2、%3 和 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected &quot;%1&quot;, &quot;%2&quot; or &quot;%3&quot;, got %4</source>
        <translation>应为“%1”、“%2”或“%3”，实际为 %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>unknown key (expected %1)</source>
        <translation>未知键（应为 %1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected an object or an array, got %1</source>
        <translation>应为对象或数组，实际为 %1</translation>
    </message>
    <message>
        <location line="-71"/>
        <location line="+90"/>
        <source>expected the workload object (a rigplan.workload/1 document), got %1</source>
        <translation>应为工作负载对象（rigplan.workload/1 文档），实际为 %1</translation>
    </message>
    <message>
        <location filename="../../core/quote/QuoteJson.cpp" line="-132"/>
        <source>a value is required</source>
        <translation>必须填写</translation>
    </message>
    <message>
        <location filename="../../core/quote/KitJson.cpp" line="-71"/>
        <location filename="../../core/quote/QuoteJson.cpp" line="+30"/>
        <source>expected a whole number from %1 to %2, got %3</source>
        <translation>应为 %1 到 %2 之间的整数，实际为 %3</translation>
    </message>
    <message>
        <location filename="../../core/quote/QuoteJson.cpp" line="+27"/>
        <source>expected true or false, got %1</source>
        <translation>应为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected a percentage from 0 to %1 with at most two decimals, got %2</source>
        <translation>应为 0 到 %1 之间、最多两位小数的百分比，实际为 %2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>expected one of %1, got %2</source>
        <translation>应为 %1 之一，实际为 %2</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>expected {&quot;percent&quot;: P}, {&quot;amount_minor&quot;: N} or null, got %1</source>
        <translation>应为 {&quot;percent&quot;: P}、{&quot;amount_minor&quot;: N} 或 null，实际为 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected either &quot;percent&quot; or &quot;amount_minor&quot;</source>
        <translation>应为“percent”或“amount_minor”之一</translation>
    </message>
</context>
<context>
    <name>rigplan::QuoteDetailsForm</name>
    <message>
        <location filename="../../ui/workload/QuoteDetailsForm.cpp" line="+34"/>
        <source>e.g. Example University NLP Lab</source>
        <translation>例如：示例大学 NLP 实验室</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Customer:</source>
        <translation>客户(&amp;C)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>e.g. Chat service for the legal team</source>
        <translation>例如：法务团队对话服务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>More quote details</source>
        <translation>更多报价单信息</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Name or e-mail of the customer&apos;s contact</source>
        <translation>客户联系人的姓名或电子邮件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ontact:</source>
        <translation>联系人(&amp;O)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name, as printed on the quote</source>
        <translation>您的姓名，将打印在报价单上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Prepared by:</source>
        <translation>编制人(&amp;P)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quote n&amp;umber:</source>
        <translation>报价单号(&amp;U)：</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not&amp;es:</source>
        <translation>备注(&amp;E)：</translation>
    </message>
    <message>
        <location line="-13"/>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long the prices of the quote hold.</source>
        <translation>报价单中价格的有效期。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Valid for:</source>
        <translation>有效期(&amp;V)：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Printed on the cover of the quote</source>
        <translation>打印在报价单封面上</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>Enter the customer&apos;s name: the quote is addressed to them.</source>
        <translation>请输入客户名称：报价单将以其为抬头。</translation>
    </message>
</context>
<context>
    <name>rigplan::QuoteDocument</name>
    <message>
        <location filename="../../ui/QuoteDocument.cpp" line="+86"/>
        <source>Untitled quote</source>
        <translation>未命名报价单</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The quote has no file name yet.</source>
        <translation>报价单尚无文件名。</translation>
    </message>
</context>
<context>
    <name>rigplan::QuotePage</name>
    <message>
        <location filename="../../ui/quote/QuotePage.cpp" line="+74"/>
        <source>to be confirmed</source>
        <comment>a part&apos;s lead time</comment>
        <translation>待确认</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Tier sold:</source>
        <translation>销售档次：</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+257"/>
        <source>Freeze Prices</source>
        <translation>冻结价格</translation>
    </message>
    <message>
        <location line="-253"/>
        <source>Re-price…</source>
        <translation>重新定价…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Status:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Services</source>
        <translation>服务</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Commercial terms</source>
        <translation>商务条款</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Quote discount:</source>
        <translation>整单折扣：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tax:</source>
        <translation>税：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Markup on part costs:</source>
        <translation>部件成本加价：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Valid for (days):</source>
        <translation>有效期（天）：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>from the lines</source>
        <translation>按各行计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead time (working days):</source>
        <translation>交期（工作日）：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Payment terms:</source>
        <translation>付款条件：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Terms and conditions:</source>
        <translation>条款与条件：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Totals</source>
        <translation>合计</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Quotes</source>
        <translation>报价单</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discount %</source>
        <translation>折扣 %</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+255"/>
        <source>Net</source>
        <translation>净额</translation>
    </message>
    <message>
        <location line="-254"/>
        <source>Unit cost</source>
        <translation>单位成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+263"/>
        <source>Margin</source>
        <translation>毛利</translation>
    </message>
    <message>
        <location line="-263"/>
        <source>Lead days</source>
        <translation>交期天数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number</source>
        <translation>编号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not chosen</source>
        <translation>未选择</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No tax</source>
        <translation>不含税</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 — %3</source>
        <translation>%1 %2 — %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+9"/>
        <location line="+2"/>
        <source>Cannot freeze the quote</source>
        <translation>无法冻结报价</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Choose the tier to sell first.</source>
        <translation>请先选择要销售的档次。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot re-price the quote</source>
        <translation>无法重新定价</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Quote Status</source>
        <translation>报价状态</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Terms and Conditions</source>
        <translation>条款与条件</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Freeze Again</source>
        <translation>重新冻结</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Frozen %1: prices of %2, exchange rates of %3, in %4. The catalog&apos;s later changes do not change this quote until it is re-priced.</source>
        <translation>已于 %1 冻结：价格日期 %2，汇率日期 %3，币种 %4。目录之后的变动不会改变此报价，除非重新定价。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not frozen: choose the tier to sell to fix its lines and prices.</source>
        <translation>未冻结：请选择要销售的档次以固定其明细与价格。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This quote expired on %1.</source>
        <translation>此报价已于 %1 过期。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This quote is marked expired.</source>
        <translation>此报价已标记为过期。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The workload changed since the freeze: re-price to update the lines and the figures.</source>
        <translation>冻结后工作负载已更改：请重新定价以更新明细与数据。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The plan now proposes a different build for this tier: re-price to sell it.</source>
        <translation>方案现在为此档次推荐了不同的配置：请重新定价后再销售。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 of the hardware</source>
        <translation>硬件的 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 per GPU</source>
        <translation>每块 GPU %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+100"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1: %2</source>
        <comment>service category: service</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, price of %2</source>
        <translation>%1，价格日期 %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Choose a tier to see the quote&apos;s totals.</source>
        <translation>请选择档次以查看报价合计。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The amounts are beyond the 64-bit range of minor units.</source>
        <translation>金额超出了最小货币单位的 64 位范围。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 at %2</source>
        <translation>%1（税率 %2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tax</source>
        <translation>税</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gross</source>
        <translation>含税总额</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Below cost: this quote loses %1.</source>
        <translation>低于成本：此报价亏损 %1。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>There is no plan with builds to freeze yet.</source>
        <translation>尚无可冻结配置的方案。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The plan has no %1 tier: choose one of its tiers.</source>
        <translation>方案中没有%1档次：请从方案已有的档次中选择。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Freeze Quote</source>
        <translation>冻结报价</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The quote is not frozen: choose a tier first.</source>
        <translation>报价尚未冻结：请先选择档次。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Re-price Quote</source>
        <translation>重新定价</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2 × %3 → %4 × %5</source>
        <translation>%1：%2 × %3 → %4 × %5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: added, %2 × %3</source>
        <translation>%1：新增，%2 × %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: removed</source>
        <translation>%1：已移除</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No line changed.</source>
        <translation>没有明细发生变化。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gross total: %1 → %2</source>
        <translation>含税总额：%1 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-priced</source>
        <translation>已重新定价</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot add the service</source>
        <translation>无法添加服务</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add Service</source>
        <translation>添加服务</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove Service</source>
        <translation>移除服务</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Line Discount</source>
        <translation>行折扣</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lead Time</source>
        <translation>交期</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unit Price</source>
        <translation>单价</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Commercial Terms</source>
        <translation>商务条款</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>(no number)</source>
        <translation>（无编号）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>not frozen</source>
        <translation>未冻结</translation>
    </message>
</context>
<context>
    <name>rigplan::QuoteWizard</name>
    <message>
        <location filename="../../ui/workload/QuoteWizard.cpp" line="+53"/>
        <source>New quote</source>
        <translation>新建报价单</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Customer and quote</source>
        <translation>客户与报价单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who the quote is for. Only the customer&apos;s name is required.</source>
        <translation>报价单的对象。仅客户名称为必填项。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jobs</source>
        <translation>任务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the machine will run: a job for each model to serve or fine-tune.</source>
        <translation>机器将运行的内容：每个要部署推理服务或微调的模型各对应一个任务。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Site and budget</source>
        <translation>场地与预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the machine will stand and what it may cost.</source>
        <translation>机器的放置位置及可承受的费用。</translation>
    </message>
</context>
<context>
    <name>rigplan::Report</name>
    <message>
        <location filename="../../ui/report/Report.cpp" line="+408"/>
        <source>%1 / %2</source>
        <comment>page number / page count</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the language &quot;%1&quot; is not available</source>
        <translation>语言“%1”不可用</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the page is too small for the report</source>
        <translation>页面尺寸过小，无法容纳报告</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>cannot start painting the report</source>
        <translation>无法开始绘制报告</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot start page %1 of the report</source>
        <translation>无法开始绘制报告第 %1 页</translation>
    </message>
    <message>
        <location line="+88"/>
        <location filename="../../ui/report/ReportContent.cpp" line="+184"/>
        <source>Workstation configuration</source>
        <translation>工作站配置</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the report could not be rendered</source>
        <translation>无法渲染报告</translation>
    </message>
    <message>
        <location filename="../../ui/report/ReportContent.cpp" line="+4"/>
        <source>Quote %1</source>
        <translation>报价单 %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Job %1: %2 %3</source>
        <comment>job number, Training/Serving, model</comment>
        <translation>任务 %1：%2 %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 × %2 (%3 each)</source>
        <comment>GPU count × GPU name (memory)</comment>
        <translation>%1 × %2（每张 %3）</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Quotation, %1</source>
        <translation>报价单，%1</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>%1 — %2</source>
        <comment>drive — the volume it makes</comment>
        <extracomment>bill-of-materials item: {part} — {System volume / Project volume / Data volume}</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>%1 — quotation, %2</source>
        <translation>%1 — 报价单，%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RigPlan configuration report, %1 — internal edition, not for the customer</source>
        <translation>RigPlan 配置报告，%1 — 内部版，请勿发给客户</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Tax id: %1</source>
        <translation>税号：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quotation</source>
        <translation>报价单</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Workstation configuration report — internal edition</source>
        <translation>工作站配置报告 — 内部版</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prepared for %1</source>
        <translation>致：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This quote expired on %1: its prices no longer hold.</source>
        <translation>此报价已于 %1 过期：其价格不再有效。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This quote is marked expired: its prices no longer hold.</source>
        <translation>此报价已标记为过期：其价格不再有效。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+12"/>
        <location line="+112"/>
        <source>not given</source>
        <translation>未提供</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Contact</source>
        <translation>联系人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quote number</source>
        <translation>报价单号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>draft (no number yet)</source>
        <translation>草稿（尚无编号）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+818"/>
        <location line="+28"/>
        <location line="+416"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location line="-1261"/>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 (%n day(s) from the date)</source>
        <translation>
            <numerusform>%1（自报价日期起 %n 天）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prepared by</source>
        <translation>编制人</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All prices in %1</source>
        <translation>所有价格均以 %1 计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All prices in %1; exchange rates of %2</source>
        <translation>所有价格以 %1 计；汇率日期 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>We offer the %1 build: %2 × %3 in %4, for %5 including tax (%6 before tax).</source>
        <translation>我们报价的是%1配置：%2 × %3，平台 %4，含税价 %5（税前 %6）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>We propose the builds below for the work described in this quotation; the following pages give their parts and prices and what each machine will do.</source>
        <translation>针对本报价单所述的工作，我们推荐以下配置；后续页面列出各配置的部件与价格以及每台机器的能力。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>RigPlan proposes the builds below for the workload described in this report. Each was chosen from %n buildable configuration(s) evaluated against the requirements; the sections that follow give the parts, the figures behind them and the sources of every price and specification.</source>
        <translation>
            <numerusform>RigPlan 针对本报告所述的工作负载提出以下配置建议。每个配置均选自 %n 个可组装的配置，并已对照各项需求进行评估；后续章节列出各配置的部件、相关数据依据，以及每项价格和规格的来源。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tier</source>
        <translation>档位</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+173"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="-172"/>
        <location line="+171"/>
        <location line="+413"/>
        <location line="+192"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="-772"/>
        <source>%1 (same build as %2)</source>
        <translation>%1（与%2为同一配置）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No build is offered: no workstation in the catalog satisfies every requirement of this workload. The report explains what fails and what would work.</source>
        <translation>不提供配置：硬件目录中没有任何工作站能满足该工作负载的全部需求。本报告说明了未通过的检查以及可行的调整。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 billion parameters</source>
        <translation>%1B 参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 million parameters</source>
        <translation>%1M 参数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+785"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="-785"/>
        <location line="+847"/>
        <location line="+124"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="-970"/>
        <source>%1 (given in the workload)</source>
        <translation>%1（工作负载中给定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 (%3) in %4 with the %5 optimizer.</source>
        <translation>%1：%2（%3），%4 精度，%5 优化器。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Adapters of rank %1 on %2.</source>
        <translation>在 %2 上使用秩为 %1 的适配器。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One run trains on %1 tokens in sequences of %2 tokens.</source>
        <translation>每次运行训练 %1 tokens，序列长度为 %2 tokens。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sequences of %1 tokens; no training length given, so no run time is estimated.</source>
        <translation>序列长度为 %1 tokens；未给出训练量，因此不估算运行时长。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target: a run finishes within %1.</source>
        <translation>目标：每次运行在 %1 内完成。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO stage (as given)</source>
        <translation>ZeRO 阶段（按给定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <location line="+13"/>
        <location line="+20"/>
        <location line="+2"/>
        <location line="+1106"/>
        <location line="+10"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-1161"/>
        <source>optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>optimizer state and parameters</source>
        <translation>优化器状态和参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to %2</source>
        <translation>%1 卸载至 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU memory</source>
        <translation>CPU 内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NVMe storage</source>
        <translation>NVMe 存储</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+32"/>
        <location line="+362"/>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <location line="-393"/>
        <source>Micro-batch × gradient accumulation</source>
        <translation>微批次 × 梯度累积</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <location line="+107"/>
        <location line="+6"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="-120"/>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>selective (per operation)</source>
        <translation>选择性（按算子）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full, every %1th layer</source>
        <translation>完全，每 %1 层一次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>完整</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation checkpointing</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flash attention</source>
        <translation>Flash Attention</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+402"/>
        <location line="+182"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="-584"/>
        <location line="+402"/>
        <location line="+182"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="-583"/>
        <source>Tensor × pipeline parallel (as given)</source>
        <translation>张量并行 × 流水线并行（按给定）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tokens per run</source>
        <translation>每次运行 tokens 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target run time</source>
        <translation>目标运行时长</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Serve %1 (%2) with %3 weights and an %4 KV cache to %Ln concurrent user(s), each with up to %5 tokens of context (%6 prompt and %7 output tokens per request).</source>
        <translation>
            <numerusform>以 %3 权重和 %4 KV 缓存部署 %1（%2）推理服务，面向 %Ln 个并发用户，每个用户上下文最多 %5 tokens（每个请求提示 %6 tokens、输出 %7 tokens）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Target: each user sees at least %1.</source>
        <translation>目标：每个用户至少获得 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target: the first token arrives within %1 s.</source>
        <translation>目标：首 token 在 %1 s 内返回。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+194"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="-193"/>
        <location line="+198"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="-197"/>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Concurrent users</source>
        <translation>并发用户数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prompt / output tokens</source>
        <translation>提示 / 输出 tokens</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens/s per user (target)</source>
        <translation>每用户 tokens/s（目标）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time to first token (target)</source>
        <translation>首 token 延迟（目标）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tensor parallel (as given)</source>
        <translation>张量并行（按给定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chosen by the planner</source>
        <translation>由规划器选择</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Usable share of GPU memory</source>
        <translation>显存可用比例</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Requirements</source>
        <translation>需求</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n job(s), all running at the same time on the machine.</source>
        <translation>
            <numerusform>%n 个任务，在该机器上同时运行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n job(s), one at a time on the machine.</source>
        <translation>
            <numerusform>%n 个任务，在该机器上依次运行。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Site and budget</source>
        <translation>场地与预算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>custom circuit: %1 continuous</source>
        <translation>自定义回路：持续 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 V, %3 A, %4 continuous</source>
        <translation>%1：%2 V，%3 A，持续 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not given (wall power is reported, not limited)</source>
        <translation>未提供（仅报告墙插功率，不作限制）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+310"/>
        <source>Wall outlet</source>
        <translation>墙插回路</translation>
    </message>
    <message>
        <location line="-309"/>
        <source>Environment</source>
        <translation>环境</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not given (no part is left out)</source>
        <translation>未指定（不排除任何部件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>at most %1</source>
        <translation>不超过 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none given</source>
        <translation>未提供</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not offered in this country</source>
        <translation>在该国家/地区不提供的部件</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The builds side by side</source>
        <translation>配置对比</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (= %2)</source>
        <translation>%1（= %2）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>GPUs per job</source>
        <translation>各任务的 GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+287"/>
        <source>System memory</source>
        <translation>系统内存</translation>
    </message>
    <message>
        <location line="-286"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+243"/>
        <source>Wall power</source>
        <translation>墙插功率</translation>
    </message>
    <message>
        <location line="-242"/>
        <source>Relative speed</source>
        <translation>相对速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tightest GPU memory headroom</source>
        <translation>最小显存余量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Targets</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>all met</source>
        <translation>全部达成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>some missed</source>
        <translation>部分未达成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost of ownership over %1</source>
        <translation>%1总拥有成本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Energy per year</source>
        <translation>年能耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: speed</source>
        <translation>%1：速度</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1, %2 per run</source>
        <translation>%1，每次运行 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+201"/>
        <source>%1 per user, %2 in total</source>
        <translation>每用户 %1，合计 %2</translation>
    </message>
    <message>
        <location line="-195"/>
        <source>Entry is the least expensive build that passes every hard check; mainstream also meets every target with at least %1 of usable GPU memory free for every job; high-performance is the fastest build that passes every check. Relative speed is the geometric mean over the jobs of each job&apos;s throughput relative to the fastest build that passes.</source>
        <translation>入门级是通过所有硬性检查的最低价配置；主流级还需满足所有目标，且每个任务至少保留 %1 的可用显存空闲；高性能级是通过所有检查的最快配置。相对速度为各任务吞吐量与通过检查的最快配置之比的几何平均值。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Comparison charts</source>
        <translation>对比图表</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Per GPU</source>
        <translation>每 GPU</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer state</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ZeRO-3 workspace</source>
        <translation>ZeRO-3 工作区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total per GPU</source>
        <translation>每 GPU 总计</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usable per GPU</source>
        <translation>每 GPU 可用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1（%3 的 %2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Free (headroom)</source>
        <translation>空闲（余量）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not fit</source>
        <translation>无法容纳</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+721"/>
        <location line="+9"/>
        <location line="+80"/>
        <source>%1 build</source>
        <translation>%1配置</translation>
    </message>
    <message>
        <location line="-808"/>
        <source>This tier is the same build as the %1 tier (%2 for %3): no other build does better on this tier&apos;s criterion within the checks. See the %1 section for its parts and figures.</source>
        <translation>本档位与%1档位为同一配置（%2，价格 %3）：在满足各项检查的前提下，没有其他配置在本档位的评判标准上表现更好。部件和数据详见“%1配置”章节。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+14"/>
        <source>Why this build</source>
        <translation>选择此配置的理由</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>%1 in %2 for %3</source>
        <translation>%1，平台 %2，价格 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The jobs run at the same time, each on GPUs of its own: %1</source>
        <translation>这些任务同时运行，各自使用独占的 GPU：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Target missed by %1: %2</source>
        <translation>%1 未达目标：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+422"/>
        <location line="+30"/>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location line="-451"/>
        <location line="+507"/>
        <location line="+91"/>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location line="-597"/>
        <location line="+507"/>
        <location line="+91"/>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <location line="-597"/>
        <source>Line total</source>
        <translation>小计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+427"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location line="-425"/>
        <source>%1 (est.)</source>
        <comment>street-price estimate</comment>
        <translation>%1（估）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (yours)</source>
        <comment>price set by the user</comment>
        <translation>%1（自定）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (stale)</source>
        <comment>a price older than the stale limit</comment>
        <translation>%1（已过期）</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+577"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location line="-573"/>
        <source>(est.) marks a street-price estimate, not a list price.</source>
        <translation>（估）表示市场价估算，而非官方标价。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(yours) marks a price set in this catalog by its user.</source>
        <translation>（自定）表示由用户在此硬件目录中设置的价格。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(stale) marks a price dated more than %1 days before the plan: check it before quoting.</source>
        <translation>（已过期）表示价格日期早于方案日期 %1 天以上：报价前请核实。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The lines add up to %1; the total includes parts priced outside the lines above.</source>
        <translation>以上各行合计为 %1；合计金额还包含未在上列各行中计价的部件。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU memory per job</source>
        <translation>各任务显存占用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+41"/>
        <location line="+100"/>
        <location line="+591"/>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <location line="-731"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>耗时</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+146"/>
        <source>%1 per run</source>
        <translation>每次运行 %1</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>no run length given</source>
        <translation>未给出训练量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>first token after %1 s</source>
        <translation>首 token 延迟 %1 s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Power and heat</source>
        <translation>功耗与散热量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DC load (steady)</source>
        <translation>直流负载（稳态）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU transients (about 100 µs)</source>
        <translation>GPU 瞬态负载（约 100 µs）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power supply capacity</source>
        <translation>电源容量</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+64"/>
        <source>%1 (%2 × %3)</source>
        <translation>%1（%2 × %3）</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>no outlet given: not checked</source>
        <translation>未提供墙插回路：未检查</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>within the outlet&apos;s %1 continuous (%2 to spare)</source>
        <translation>在墙插回路 %1 的持续功率上限内（余量 %2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>over the outlet&apos;s %1 continuous</source>
        <translation>超出墙插回路 %1 的持续功率上限</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Heat to remove</source>
        <translation>需排出的散热量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 kW (%2 BTU/h)</source>
        <translation>%1 kW（%2 BTU/h）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU memory free</source>
        <translation>空闲显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Room to grow</source>
        <translation>扩展空间</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>any context length (sliding window)</source>
        <translation>任意上下文长度（滑动窗口）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>up to %1 users at %2 tokens; up to %3 at %4 users</source>
        <translation>上下文 %2 tokens 时最多 %1 个用户；%4 个用户时上下文最多 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 per GPU used</source>
        <translation>每 GPU 已用 %1 / %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Needed</source>
        <translation>需求</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In this build</source>
        <translation>本配置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ECC memory</source>
        <translation>ECC 内存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Non-ECC memory</source>
        <translation>非 ECC 内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>required</source>
        <translation>必需</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>preferred</source>
        <translation>优先</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not required</source>
        <translation>不要求</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory speed</source>
        <translation>内存速度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory bandwidth (peak), for the experts in host memory</source>
        <translation>内存带宽（峰值），供主机内存中的专家使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2 × %3, RAID 10)</source>
        <translation>%1（%2 × %3，RAID 10）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the drives of the %1</source>
        <comment>storage volume: {Project volume}</comment>
        <translation>位于%1的硬盘上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none fits</source>
        <translation>放不下</translation>
    </message>
    <message>
        <location line="+583"/>
        <source>Memory is given in GB (10^9 bytes); GPU memory and system memory (RAM) capacities in GiB (2^30 bytes), as their makers count them.</source>
        <translation>内存以 GB（10^9 字节）表示；显存和系统内存（RAM）容量按厂商的计法以 GiB（2^30 字节）表示。</translation>
    </message>
    <message>
        <location line="-587"/>
        <source>%1 (%2 × %3, RAID 1)</source>
        <translation>%1（%2 × %3，RAID 1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Network card</source>
        <translation>网卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 × %3 Gb/s)</source>
        <translation>%1（%2 × %3 Gb/s）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>NVLink bridge</source>
        <translation>NVLink 桥接器</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%Ln pair(s) of cards</source>
        <translation>
            <numerusform>%Ln 对卡</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 × %2 (%3-slot)</source>
        <translation>%1 × %2（%3 槽）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU cooler</source>
        <translation>CPU 散热器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (rated %2)</source>
        <translation>%1（额定 %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU cores</source>
        <translation>CPU 核心数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe lanes per GPU</source>
        <translation>每 GPU PCIe 通道</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>x%1</source>
        <translation>x%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cost of ownership</source>
        <translation>总拥有成本 (TCO)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not computed: the workload&apos;s cost settings are invalid (%1).</source>
        <translation>未计算：工作负载的成本设置无效（%1）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not shown: a cost figure of this build is beyond the 64-bit range of minor units (check the electricity tariff and the catalog&apos;s prices).</source>
        <translation>不显示：此配置的某项成本数字超出最小货币单位的 64 位范围（请检查电价和目录中的价格）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Purchase</source>
        <translation>购置成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy per year (%1 h/day, with room cooling)</source>
        <translation>年能耗（每天 %1 h，含房间散热）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kWh = %2</source>
        <translation>%1 kWh = %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support per year</source>
        <translation>年维保费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Energy over %1</source>
        <translation>%1能耗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support over %1</source>
        <translation>%1维保费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total cost of ownership over %1</source>
        <translation>%1总拥有成本 (TCO)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra power drawn by the room&apos;s cooling</source>
        <translation>房间散热额外消耗的功率</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spent by the end of year %1</source>
        <translation>截至第 %1 年末的累计支出</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost, all in</source>
        <translation>综合成本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no figures</source>
        <translation>无数据</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 kWh per run = %2</source>
        <translation>每次运行 %1 kWh = %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 kWh per million tokens = %2</source>
        <translation>每百万 tokens %1 kWh = %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 per million tokens</source>
        <translation>每百万 tokens %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Assumes an electricity tariff of %1 %2/kWh (%3), %4 h a day at full wall power, %5 of service, a room cooling factor of %6 and support of %7 a year. All-in costs spread the purchase and support over the service hours.</source>
        <translation>假设电价为 %1 %2/kWh（%3），每天以满墙插功率运行 %4 h，使用年限 %5，房间散热系数 %6，年维保费用 %7。综合成本将购置成本和维保费用分摊到全部运行小时中。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Alternatives rejected</source>
        <translation>被排除的备选配置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No close alternative was rejected by a check.</source>
        <translation>没有相近的备选配置因未通过检查而被排除。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+52"/>
        <source>Build</source>
        <translation>配置</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Rejected because</source>
        <translation>排除原因</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+45"/>
        <source>%1: %2</source>
        <comment>check name: message</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>from %1</source>
        <translation>%1 起</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+446"/>
        <source>No build is offered</source>
        <translation>不提供配置</translation>
    </message>
    <message numerus="yes">
        <location line="-444"/>
        <source>No workstation that can be built from the catalog satisfies every requirement of this workload, so this report offers no build and no price. %n configuration(s) were evaluated.</source>
        <translation>
            <numerusform>硬件目录中任何可组装的工作站都无法满足该工作负载的全部需求，因此本报告不提供配置和价格。共评估了 %n 个配置。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why nothing fits</source>
        <translation>无可用配置的原因</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Builds it rejected</source>
        <translation>排除的配置数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A build can fail several checks, so the counts add up to more than the builds evaluated.</source>
        <translation>一个配置可能未通过多项检查，因此各项计数之和会大于评估的配置数。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The closest builds</source>
        <translation>最接近的配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fails</source>
        <translation>未通过项</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 in %2</source>
        <translation>%1，平台 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What would work</source>
        <translation>可行的调整</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No variation of the workload that RigPlan tries leads to a build.</source>
        <translation>RigPlan 尝试的各种工作负载调整均无法得到可用配置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change</source>
        <translation>调整</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Works</source>
        <translation>可行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Method and assumptions</source>
        <translation>方法与假设</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Conventions</source>
        <translation>计算口径</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GB means 10^9 bytes and GiB 2^30 bytes. GPU makers quote memory in binary units (a 24 GB card holds 24 GiB = 25.8 GB); this report shows decimal GB unless it says GiB.</source>
        <translation>GB 表示 10^9 字节，GiB 表示 2^30 字节。GPU 厂商以二进制单位标称显存（24 GB 显卡的容量为 24 GiB = 25.8 GB）；除非注明 GiB，本报告均使用十进制 GB。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, bytes per parameter: %2</source>
        <translation>%1，每参数字节数：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, bytes per parameter: weights at %2 (FP32 4 B, BF16/FP16 2 B, FP8/INT8 1 B, INT4 0.5 B plus one FP16 scale and zero per group of %3); KV cache at %4 per value, 2 × layers × KV heads × head size per token.</source>
        <translation>%1，每参数字节数：权重按 %2（FP32 4 B，BF16/FP16 2 B，FP8/INT8 1 B，INT4 0.5 B，另加每 %3 个一组的一个 FP16 缩放因子和零点）；KV 缓存每个值按 %4，每 token 为 2 × 层数 × KV 头数 × 头维度。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Training speed adds up a step&apos;s work: its matmul and attention FLOPs at %1 of the GPU&apos;s measured matmul rate, its norms, activations, loss and optimizer step at %2 of its peak memory bandwidth, and the communication that does not overlap.</source>
        <translation>训练速度按每步的工作量累加：矩阵乘与注意力 FLOPs 按 GPU 实测矩阵乘速率的 %1 计算，归一化、激活函数、损失与优化器更新按峰值显存带宽的 %2 计算，再加上无法与计算重叠的通信。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checked against %1 published measured runs (rigplan-cli validate); on the %2 runs no constant was fitted on, the median error is %3 for GPU memory, %4 for training speed, %5 for KV-cache capacity, %6 for serving throughput, %7 for time to first token and %8 for inter-token latency; %9 of %10 training fit verdicts are wrong.</source>
        <translation>已对照 %1 个公开发布的实测运行进行核验（rigplan-cli validate）；在未用于拟合任何常数的 %2 个运行上，中位误差为：GPU 显存 %3，训练速度 %4，KV 缓存容量 %5，推理吞吐量 %6，首 token 时间 %7，token 间延迟 %8；%10 个训练能否装下的判定中有 %9 个错误。</translation>
    </message>
    <message>
        <location line="+174"/>
        <source>to be confirmed</source>
        <comment>a part&apos;s lead time</comment>
        <translation>待确认</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>Delivery: %n working day(s) after the order.</source>
        <translation>
            <numerusform>交货：下单后 %n 个工作日。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivery: the date is confirmed with the order.</source>
        <translation>交货：日期在下单时确认。</translation>
    </message>
    <message>
        <location line="-219"/>
        <source>Serving speed replays the users through the engine&apos;s scheduler step by step; each step&apos;s kernels take their compute time at %1 of the GPU&apos;s measured matmul rate plus their memory time at %2 of its peak memory bandwidth.</source>
        <translation>推理服务速度按引擎调度器逐步重放用户请求得出；每一步各内核的耗时为计算时间（按 GPU 实测矩阵乘速率的 %1）加显存读写时间（按峰值显存带宽的 %2）。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Runtime overhead per GPU: %1 for training (CUDA context, libraries) plus %2 allocator slack on transient tensors; %3 for serving (CUDA context and graphs).</source>
        <translation>每 GPU 运行时开销：训练为 %1（CUDA 上下文、库），另加临时张量 %2 的分配器冗余；推理服务为 %3（CUDA 上下文和 CUDA Graphs）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Host: %1 system memory for the operating system plus %2 per GPU, at least the total GPU memory and in the high tier %3 × it; storage as volumes: a %4 NVMe system volume (mirrored in the high tier and in server rooms), a project volume for the model files and the kept checkpoints (mirrored in the high tier), a data volume for the datasets raw and tokenized; a small volume that finds no slot, or only one for a drive ten times its files, shares another volume&apos;s drives; %5 CPU cores plus %6 per GPU for training and %7 per GPU for serving, at least %8 on a box of two GPUs or more.</source>
        <translation>主机：操作系统 %1 系统内存，另加每块 GPU %2，至少为总显存，高配档为其 %3 倍；存储分卷：%4 NVMe 系统卷（高配档和机房中做镜像），项目卷存放模型文件和保留的检查点（高配档做镜像），数据卷存放原始与分词后的数据集；较小的卷若没有空余插槽，或只剩能装其十倍以上容量硬盘的插槽，则与其他卷共用硬盘；CPU 核心 %5 个，训练另加每块 GPU %6 个，推理另加每块 GPU %7 个，两块及以上 GPU 的机器至少 %8 个。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Power supplies carry at most %1 of their rating steadily; GPU transients are taken as %2 × board power; wall power is the DC load divided by the supply&apos;s efficiency at half load; heat is wall power × 3.412 BTU/h per W.</source>
        <translation>电源稳态负载最多为其额定功率的 %1；GPU 瞬态负载按 %2 × 板卡功耗计算；墙插功率为直流负载除以电源在半载时的效率；散热量为墙插功率 × 3.412 BTU/h/W。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Formulas with this plan&apos;s numbers</source>
        <translation>代入本方案数据的公式</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+188"/>
        <source>%1 build: %2</source>
        <translation>%1配置：%2</translation>
    </message>
    <message>
        <location line="-183"/>
        <source>The closest build: %1</source>
        <translation>最接近的配置：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No build was sized far enough to show its formulas.</source>
        <translation>没有配置的计算进行到足以展示公式的程度。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+27"/>
        <location line="+6"/>
        <location line="+410"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="-434"/>
        <source>%1 (street-price estimate)</source>
        <translation>%1（市场价估算）</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+439"/>
        <source>%1 (set by the catalog&apos;s user)</source>
        <translation>%1（由硬件目录用户设置）</translation>
    </message>
    <message>
        <location line="-432"/>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prices in other currencies are converted to %1 through the catalog&apos;s currency rates.</source>
        <translation>其他币种的价格已按硬件目录中的汇率换算为 %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Specifications</source>
        <translation>规格</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (read %2)</source>
        <translation>%1（查阅于 %2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>parameter count: %1</source>
        <translation>参数量：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>catalog</source>
        <translation>硬件目录</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>given in the workload: %1</source>
        <translation>工作负载中给定：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model architectures</source>
        <translation>模型架构</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Catalog: shipped data set %1, with the user&apos;s changes applied.</source>
        <translation>硬件目录：出厂数据集 %1，已应用用户修改。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What these estimates cannot know</source>
        <translation>估算的局限性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The figures are estimates from published specifications and formulas, not measurements. Real speed depends on the software stack and its version, kernels, drivers, batch scheduling, prompt lengths and the data; memory use depends on the framework&apos;s allocator and settings. Street prices and availability change quickly, and prices marked as estimates are not offers. Power figures are steady-state maxima; the building&apos;s wiring, the room&apos;s cooling and local electrical codes need a qualified check. Benchmark the workload on the chosen hardware before committing to a service level.</source>
        <translation>以上数据是基于公开规格和公式的估算，而非实测结果。实际速度取决于软件栈及其版本、内核、驱动程序、批处理调度、提示长度和数据；显存占用取决于框架的内存分配器及其设置。市场价格和供货情况变化很快，标注为估算的价格不构成报价。功耗数据为稳态最大值；建筑布线、房间散热和当地电气规范需由专业人员核查。在承诺服务等级之前，请在所选硬件上对该工作负载进行基准测试。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The quote&apos;s amounts add up to more than the 64-bit range of minor units; no total is shown.</source>
        <translation>报价金额之和超出了最小货币单位的 64 位范围；不显示合计。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+91"/>
        <location line="+270"/>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location line="-358"/>
        <location line="+42"/>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <location line="-41"/>
        <location line="+90"/>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>Unit cost</source>
        <translation>单位成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+48"/>
        <source>Margin</source>
        <translation>毛利</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+298"/>
        <source>Lead time</source>
        <translation>交期</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>%1: %2</source>
        <comment>service category: service</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 of the hardware)</source>
        <translation>%1（硬件的 %2）</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n working day(s)</source>
        <translation>
            <numerusform>%n 个工作日</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discount (%1)</source>
        <translation>折扣（%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Net total</source>
        <translation>净额合计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 at %2</source>
        <translation>%1（税率 %2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tax (none)</source>
        <translation>税（无）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gross total</source>
        <translation>含税总额</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost (purchase prices)</source>
        <translation>成本（采购价）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 of net)</source>
        <translation>%1（占净额 %2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The offer</source>
        <translation>报价内容</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 build: %2 × %3 in %4, with %5 of system memory and %6 of storage.</source>
        <translation>%1配置：%2 × %3，平台 %4，系统内存 %5，存储 %6。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Prices in %1 as of %2.</source>
        <translation>价格以 %1 计，截至 %2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The builds we offer</source>
        <translation>我们提供的配置</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Indicative prices before tax and services; the quotation is fixed when a build is chosen.</source>
        <translation>参考价格，不含税与服务；选定配置后报价即固定。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: one run takes about %2; the request asks for at most %3.</source>
        <translation>%1：每次训练约需 %2；需求要求不超过 %3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: each user sees about %2; the request asks for at least %3 (%4 % short).</source>
        <translation>%1：每位用户约 %2；需求要求至少 %3（差 %4 %）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the first token comes after about %2 s; the request asks for at most %3 s.</source>
        <translation>%1：首个 token 约 %2 秒后返回；需求要求不超过 %3 秒。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 × %2 with %3 of GPU memory each, %4 of system memory and %5 of storage, in %6 with %7.</source>
        <translation>%1 × %2，每块显存 %3；系统内存 %4，存储 %5；平台 %6，处理器 %7。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>it uses %1 of the %2 usable on each of its %n GPU(s)</source>
        <translation>
            <numerusform>在其 %n 块 GPU 上每块使用 %2 可用显存中的 %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: trains at about %2, so one run takes about %3; %4.</source>
        <translation>%1：训练速度约 %2，一次训练约需 %3；%4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: trains at about %2; %3.</source>
        <translation>%1：训练速度约 %2；%3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: each user sees about %2 (%3 in total), the first token after about %4 s; %5.</source>
        <translation>%1：每位用户约 %2（总计 %3），首个 token 约 %4 秒后返回；%5。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 does not reach every speed target of the request.</source>
        <translation>%1 未达到需求中的全部速度目标。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It draws about %1 from the wall under full load and gives off %2 BTU/h of heat.</source>
        <translation>满载时墙插功率约 %1，散热量 %2 BTU/h。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is within the %1 the site&apos;s outlet supplies continuously.</source>
        <translation>在现场插座可持续供电的 %1 之内。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That is more than the %1 the site&apos;s outlet supplies continuously.</source>
        <translation>超过了现场插座可持续供电的 %1。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>What the machine will do</source>
        <translation>机器能做什么</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What the machines will do</source>
        <translation>各机器能做什么</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No workstation we can build satisfies every requirement of this request. What would make it possible:</source>
        <translation>我们能组装的工作站都无法满足此需求的全部要求。以下调整可使其可行：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a smaller model, fewer users or a shorter context; we will gladly discuss the options.</source>
        <translation>更小的模型、更少的用户或更短的上下文；我们乐意与您商讨方案。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Speeds are estimates from published specifications and the usual efficiency of the software; real speed depends on the software versions, the settings and the data. We recommend a trial run of the work on the delivered machine before committing to a service level.</source>
        <translation>速度是根据公开规格和软件的常见效率得出的估计；实际速度取决于软件版本、设置和数据。建议在承诺服务水平之前，在交付的机器上试运行实际工作。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Power and heat are steady full-load figures. The building&apos;s wiring and cooling need a qualified check before installation.</source>
        <translation>功率与散热为持续满载数值。安装前需由合格人员检查建筑的电路与制冷。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All prices are in %1.</source>
        <translation>所有价格以 %1 计。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All prices are in %1; amounts in other currencies were converted at the exchange rates of %2.</source>
        <translation>所有价格以 %1 计；其他币种金额按 %2 的汇率换算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Amounts are rounded to the currency&apos;s smallest unit; tax is computed once on the net total.</source>
        <translation>金额四舍五入到该币种的最小单位；税额按净额合计一次计算。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The prices hold until %1. GPU prices move quickly: an order after that date is quoted again.</source>
        <translation>价格有效期至 %1。GPU 价格变化快：该日期之后的订单将重新报价。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Acceptance on delivery</source>
        <translation>交付验收</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each build comes with an acceptance kit: the launch settings its figures assume, and a test (accept.sh) that measures them on the delivered machine and prints PASS or FAIL for each figure. A figure passes when it is within the error our estimates show on published measured runs:</source>
        <translation>每个配置都附带验收套件：其数据所假定的启动设置，以及在交付的机器上测量这些数据并为每项输出 PASS 或 FAIL 的测试（accept.sh）。当某项数据落在我们的估算在公开实测数据上表现出的误差范围内时即为通过：</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Measured</source>
        <translation>测量项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plan</source>
        <translation>方案值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes when</source>
        <translation>通过条件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (each replica)</source>
        <translation>（每个副本）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Terms</source>
        <translation>条款</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Payment</source>
        <translation>付款</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>as agreed with the order</source>
        <translation>按订单约定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Validity</source>
        <translation>有效期</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>until %1</source>
        <translation>至 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n working day(s) after the order</source>
        <translation>
            <numerusform>下单后 %n 个工作日</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>confirmed with the order</source>
        <comment>lead time not given</comment>
        <translation>下单时确认</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bank details</source>
        <translation>银行信息</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tax id</source>
        <translation>税号</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Terms and conditions</source>
        <translation>条款与条件</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Signature</source>
        <translation>签字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the vendor</source>
        <translation>供应商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For %1</source>
        <translation>代表 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accepted for %1</source>
        <translation>%1 确认接受</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name: %1</source>
        <translation>姓名：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Signature: %1</source>
        <translation>签字：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date: %1</source>
        <translation>日期：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Commercial figures (internal)</source>
        <translation>商务数据（内部）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tier frozen on %2: prices of %3, exchange rates of %4; markup on part costs %5.</source>
        <translation>%1档于 %2 冻结：价格日期 %3，汇率日期 %4；部件成本加价 %5。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The workload or the engine changed since the freeze: today&apos;s figures for this build differ from the frozen ones. Re-price the quote before sending it again.</source>
        <translation>冻结后工作负载或计算引擎已更改：此配置今天的数据与冻结时不同。再次发送前请重新定价。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Today&apos;s catalog plans a different build for this tier (%1 instead of %2): re-price the quote before sending it again.</source>
        <translation>按今天的目录，此档次的配置已不同（%1，而非 %2）：再次发送前请重新定价。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Price sources of the frozen lines</source>
        <translation>冻结明细的价格来源</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (estimate)</source>
        <translation>%1（估算）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (estimate: %2)</source>
        <translation>%1（估算：%2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2 per USD (%3)</source>
        <translation>1 美元 = %1 %2（%3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exchange rates frozen with the quote: %1.</source>
        <translation>随报价冻结的汇率：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tax rate source: %1</source>
        <translation>税率来源：%1</translation>
    </message>
    <message>
        <location filename="../../ui/report/ReportSoftware.cpp" line="+42"/>
        <source>Software stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU architecture</source>
        <translation>GPU 架构</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Driver (Linux)</source>
        <translation>驱动（Linux）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CUDA / ROCm</source>
        <translation>CUDA / ROCm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PyTorch</source>
        <translation>PyTorch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Container images</source>
        <translation>容器镜像</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Sources: %1 (read %2). Framework support as of the catalog&apos;s framework_support rows.</source>
        <translation>来源：%1（%2 查阅）。框架支持情况依据目录中的 framework_support 数据行。</translation>
    </message>
</context>
<context>
    <name>rigplan::RequirementsForm</name>
    <message>
        <location filename="../../ui/workload/RequirementsForm.cpp" line="+41"/>
        <source>Required</source>
        <translation>必需</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Preferred</source>
        <translation>优先</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not needed</source>
        <translation>不需要</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error-correcting system memory. Required: a build without it fails the check; preferred: where the CPU and board run it; not needed: the cheapest memory.</source>
        <translation>带纠错功能（ECC）的系统内存。必需：没有 ECC 的配置不能通过检查；优先：在 CPU 和主板支持时使用；不需要：使用最便宜的内存。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;ECC memory:</source>
        <translation>ECC 内存(&amp;E)：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No network card</source>
        <translation>不需要网卡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ethernet, 25 Gb/s or faster</source>
        <translation>以太网，25 Gb/s 或更快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ethernet, 100 Gb/s or faster</source>
        <translation>以太网，100 Gb/s 或更快</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>InfiniBand NDR (400 Gb/s)</source>
        <translation>InfiniBand NDR（400 Gb/s）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Net&amp;work card:</source>
        <translation>网卡(&amp;W)：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Automatic: rack servers and server rooms</source>
        <translation>自动：机架服务器和服务器机房</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N+1 power supplies on servers with hot-swap (CRPS) supplies: the machine keeps running when one fails.</source>
        <translation>在使用热插拔（CRPS）电源的服务器上配置 N+1 电源：一个电源故障时机器仍能继续运行。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redundant &amp;power supplies:</source>
        <translation>冗余电源(&amp;P)：</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Every build has ECC memory, as workstations for long runs should.</source>
        <translation>每个配置都使用 ECC 内存，长时间运行的工作站理应如此。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC memory where the CPU and board run it, else ordinary memory.</source>
        <translation>在 CPU 和主板支持时使用 ECC 内存，否则使用普通内存。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cheapest memory, with or without ECC.</source>
        <translation>使用最便宜的内存，无论是否带 ECC。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board&apos;s own network ports only.</source>
        <translation>只使用主板自带的网口。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cheapest card of that class in the catalog: it takes a slot and PCIe lanes, and a build without room for it fails.</source>
        <translation>选用目录中该等级最便宜的网卡：它占用一个插槽和 PCIe 通道，没有空间容纳它的配置不能通过检查。</translation>
    </message>
</context>
<context>
    <name>rigplan::ResultsView</name>
    <message>
        <location filename="../../ui/results/ResultsView.cpp" line="+88"/>
        <location line="+179"/>
        <source>Planning…</source>
        <translation>正在规划…</translation>
    </message>
    <message>
        <location line="-112"/>
        <location line="+114"/>
        <source>Could not plan: %1</source>
        <translation>无法规划：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+27"/>
        <location line="+16"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message numerus="yes">
        <location line="-34"/>
        <source>Not planned: the workload has %n problem(s)</source>
        <translation>
            <numerusform>未规划：工作负载有 %n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fix them in the editor on the left, where each is shown next to its field; the plan follows at once.</source>
        <translation>请在左侧编辑器中修正，每个问题都显示在对应字段旁边；修正后会立即重新规划。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No plan yet. Describe a workload to see three priced builds.</source>
        <translation>尚无方案。描述工作负载即可查看三套带价格的配置。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>For %1</source>
        <translation>面向 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n candidate build(s) evaluated</source>
        <translation>
            <numerusform>已评估 %n 个候选配置</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>budget %1</source>
        <translation>预算 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>prices in %1; GB = 10⁹ bytes</source>
        <translation>价格以 %1 计；GB = 10⁹ 字节</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · </source>
        <comment>separator in the results summary</comment>
        <translation> · </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>No build satisfies this workload</source>
        <translation>没有配置能满足此工作负载</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Builds rejected by each check (a build can fail several)</source>
        <translation>各检查排除的配置（一个配置可能未通过多项检查）</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n build(s)</source>
        <translation>
            <numerusform>%n 个配置</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>What would work</source>
        <translation>可行的调整</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This change leads to a build</source>
        <translation>此调整可得到可行配置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Still no build with this change</source>
        <translation>此调整后仍无可行配置</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change the workload: %1. Edit → Undo (Ctrl+Z) changes it back.</source>
        <translation>更改工作负载：%1。编辑 → 撤销（Ctrl+Z）可改回。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Closest builds and what rejects them</source>
        <translation>最接近的配置及其被排除的原因</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 × %2 in %3, %4</source>
        <translation>%1 × %2，装于 %3，%4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <comment>check name: message</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Running costs not shown: %1</source>
        <translation>未显示运行成本：%1</translation>
    </message>
</context>
<context>
    <name>rigplan::SiteBudgetForm</name>
    <message>
        <location filename="../../ui/workload/SiteBudgetForm.cpp" line="+30"/>
        <source>North America, 120 V 15 A circuit (NEMA 5-15)</source>
        <translation>北美，120 V 15 A 回路（NEMA 5-15）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North America, 120 V 20 A circuit (NEMA 5-20)</source>
        <translation>北美，120 V 20 A 回路（NEMA 5-20）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>China, 220 V 10 A socket (GB 2099)</source>
        <translation>中国，220 V 10 A 插座（GB 2099）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>China, 220 V 16 A socket (GB 2099)</source>
        <translation>中国，220 V 16 A 插座（GB 2099）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Europe, 230 V 16 A circuit (Schuko, CEE 7)</source>
        <translation>欧洲，230 V 16 A 回路（Schuko，CEE 7）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>UK, 230 V 13 A fused plug (BS 1363)</source>
        <translation>英国，230 V 13 A 带保险丝插头（BS 1363）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data centre, 208 V 30 A circuit (NEMA L6-30 or a PDU)</source>
        <translation>数据中心，208 V 30 A 回路（NEMA L6-30 或 PDU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data centre, 220 V 32 A circuit (GB/T 11918 industrial socket or a PDU)</source>
        <translation>数据中心，220 V 32 A 回路（GB/T 11918 工业插座或 PDU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data centre, 230 V 32 A circuit (IEC 60309 blue socket or a PDU)</source>
        <translation>数据中心，230 V 32 A 回路（IEC 60309 蓝色工业插座或 PDU）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>People work beside it: towers only, no rack servers and no machines rated loud. The building&apos;s air conditioning takes the heat.</source>
        <translation>有人在旁办公：仅限塔式机，不含机架式服务器和高噪声机器。散热量由楼宇空调承担。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A room where noise is fine: any machine, rack servers included. A room air conditioner adds about 30 % to the energy.</source>
        <translation>允许噪声的房间：任何机器均可，包括机架式服务器。房间空调使能耗增加约 30 %。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Racks, airflow and power for servers: any machine. The energy includes a data-centre cooling overhead (PUE 1.58).</source>
        <translation>具备机架、气流组织和服务器供电：任何机器均可。能耗中包含数据中心的制冷开销（PUE 1.58）。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: %2 continuous</source>
        <comment>outlet description, watts</comment>
        <translation>%1：持续 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another circuit: enter its continuous watts</source>
        <translation>其他回路：请输入其持续功率（W）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not known (wall power is reported, not limited)</source>
        <translation>未知（仅报告墙插功率，不加限制）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Outlet:</source>
        <translation>墙插回路(&amp;O)：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> W</source>
        <comment>watts</comment>
        <translation> W</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the circuit carries continuously: usually 80 % of the breaker&apos;s rating.</source>
        <translation>回路可持续承载的功率：通常为断路器额定值的 80 %。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continuous &amp;watts:</source>
        <translation>持续功率(&amp;W)：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The whole machine at full load must stay within what the outlet carries continuously.</source>
        <translation>整机满载时不得超过墙插回路可持续承载的功率。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Room:</source>
        <translation>场所(&amp;R)：</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Countr&amp;y:</source>
        <translation>国家/地区(&amp;Y)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Limit the price to a bud&amp;get</source>
        <translation>将价格限制在预算内(&amp;G)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Bu&amp;dget:</source>
        <translation>预算(&amp;D)：</translation>
    </message>
    <message>
        <location line="+193"/>
        <source>Not given: %1, the outlet&apos;s country</source>
        <translation>未填写：按插座推定为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not given: %1, the budget currency&apos;s country</source>
        <translation>未填写：按预算币种推定为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not given (no part is left out)</source>
        <translation>未指定（不排除任何部件）</translation>
    </message>
    <message>
        <location line="-211"/>
        <source>The most the client will spend on the machine, parts and assembly.</source>
        <translation>客户在机器、部件和组装上愿意支出的最高金额。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The plan prices every part in this currency, converted at the catalog&apos;s rates.</source>
        <translation>方案中所有部件均以此货币计价，按硬件目录中的汇率换算。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Without a budget the plan is not limited by price and shows prices in USD.</source>
        <translation>未设预算时，方案不受价格限制，并以 USD 显示价格。</translation>
    </message>
    <message>
        <location line="+153"/>
        <source>Enter the client&apos;s budget, or untick “Limit the price to a budget” to plan without one.</source>
        <translation>请输入客户预算，或取消勾选“将价格限制在预算内”以不设预算进行规划。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the budget&apos;s currency.</source>
        <translation>请选择预算所用货币。</translation>
    </message>
</context>
<context>
    <name>rigplan::Software</name>
    <message>
        <location filename="../../core/plan/PlanTextSoftware.cpp" line="+29"/>
        <source>{0}, compute capability {1}</source>
        <extracomment>{0} = architecture name (&quot;Blackwell (RTX)&quot;), {1} = compute capability (&quot;12.0&quot;)</extracomment>
        <translation>{0}，计算能力 {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}, {1}</source>
        <extracomment>{0} = architecture name (&quot;CDNA 3&quot;), {1} = LLVM target (&quot;gfx942&quot;)</extracomment>
        <translation>{0}，{1}</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>tested upstream</source>
        <extracomment>support level of a framework on a GPU architecture: the project tests it</extracomment>
        <translation>上游已测试</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>supported</source>
        <extracomment>support level: the project documents it as supported</extracomment>
        <translation>支持</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>community (untested upstream)</source>
        <extracomment>support level: works through community builds, not tested by the project</extracomment>
        <translation>社区支持（上游未测试）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>experimental</source>
        <extracomment>support level: the project marks it experimental or beta</extracomment>
        <translation>实验性</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unsupported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not in the catalog</source>
        <extracomment>support level: the catalog has no data for this pair</extracomment>
        <translation>目录中无数据</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{0} does not support the {1} ({2}), which {3} needs{4}</source>
        <extracomment>{0} = framework (&quot;SGLang&quot;), {1} = GPU name, {2} = its architecture, {3} = model id, {4} = &quot;: reason&quot; or &quot;&quot;</extracomment>
        <translation>{0} 不支持 {1}（{2}），而 {3} 需要它{4}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} does not run {1} on the {2} ({3}) for {4}{5}</source>
        <extracomment>{0} = engine (&quot;vLLM&quot;), {1} = format (&quot;FP8 W8A8&quot;), {2} = GPU name, {3} = architecture, {4} = model id, {5} = &quot;: reason&quot; or &quot;&quot;</extracomment>
        <translation>{0} 无法在 {2}（{3}）上为 {4} 运行 {1}{5}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>FP8 training of {0} needs FP8 tensor cores (compute capability ≥ {1}); the {2} is {3} and has no weight-only path for training: train in BF16</source>
        <extracomment>{0} = model id, {1} = lowest compute capability with FP8 tensor cores (&quot;8.9&quot;), {2} = GPU name, {3} = its architecture</extracomment>
        <translation>{0} 的 FP8 训练需要 FP8 张量核心（计算能力 ≥ {1}）；{2} 为 {3}，训练没有仅权重的替代路径：请用 BF16 训练</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>weight-only</source>
        <translation>仅权重</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} needs compute capability ≥ {1}; the {2} is {3} — {4} is served as {5}: weights read at 8 bits, math at the {6} tensor rate (the speed figures use that rate)</source>
        <extracomment>{0} = format (&quot;FP8 W8A8&quot;), {1} = compute capability it needs (&quot;8.9&quot;), {2} = GPU name, {3} = its compute capability, {4} = model id, {5} = format it is served as (&quot;FP8 W8A16 (FP8 Marlin)&quot;), {6} = tensor rate (&quot;BF16&quot;)</extracomment>
        <translation>{0} 需要计算能力 ≥ {1}；{2} 为 {3}——{4} 以 {5} 方式推理：权重按 8 位读取，计算按 {6} 张量速率进行（速度数据已按该速率计算）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} is not native on the {1}: {2} runs as {3}, math at the {4} tensor rate (the speed figures use that rate)</source>
        <extracomment>{0} = format, {1} = GPU name, {2} = model id, {3} = the format it runs as, {4} = tensor rate (&quot;BF16&quot;)</extracomment>
        <translation>{1} 不原生支持 {0}：{2} 以 {3} 方式运行，计算按 {4} 张量速率进行（速度数据已按该速率计算）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} on {1} is untested upstream (community support) — {2}: try it before buying</source>
        <extracomment>{0} = framework or format, {1} = architecture (&quot;RDNA 3&quot;), {2} = model id</extracomment>
        <translation>{0} 在 {1} 上未经上游测试（社区支持）——{2}：请在购买前先试运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} on {1} is experimental — {2}: expect gaps and check the release notes</source>
        <extracomment>{0} = framework or format, {1} = architecture, {2} = model id</extracomment>
        <translation>{0} 在 {1} 上属于实验性支持——{2}：功能可能不全，请查阅发行说明</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the catalog has no support data for {0} on {1} — {2}: not checked</source>
        <extracomment>{0} = framework or format, {1} = architecture, {2} = model id</extracomment>
        <translation>目录中没有 {0} 在 {1} 上的支持数据——{2}：未检查</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} asks for FlashAttention, which has no build for {1}: PyTorch&apos;s scaled-dot-product attention runs instead</source>
        <extracomment>{0} = model id, {1} = architecture</extracomment>
        <translation>{0} 要求使用 FlashAttention，但它没有适用于 {1} 的版本：改用 PyTorch 的缩放点积注意力（SDPA）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the catalog names no compute target for the {0}: driver, toolkit and frameworks not checked</source>
        <extracomment>{0} = GPU name</extracomment>
        <translation>目录中没有 {0} 的计算目标：驱动、工具包和框架均未检查</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the only {0} tier of this plan, chosen on price and speed like the others: it runs {1}, not CUDA, so check every framework of this stack before buying (no build mixes GPU architectures)</source>
        <extracomment>{0} = GPU vendor (&quot;AMD&quot;), {1} = toolkit (&quot;ROCm 6.4&quot;)</extracomment>
        <translation>本方案中唯一的 {0} 档位，与其他档位一样按价格和速度选出：它运行 {1} 而非 CUDA，购买前请逐一核实该软件栈中的各个框架（任何配置都不会混用不同 GPU 架构）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>, {0} to {1}</source>
        <extracomment>{0} = oldest version, {1} = newest version known to support it</extracomment>
        <translation>，{0} 至 {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, from {0}</source>
        <extracomment>{0} = the oldest version known to support it</extracomment>
        <translation>，{0} 起</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, up to {0}</source>
        <extracomment>{0} = the newest version known to support it</extracomment>
        <translation>，至 {0} 为止</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>NVIDIA driver ≥ {0} (Linux)</source>
        <extracomment>{0} = Linux driver version (&quot;570.26&quot;)</extracomment>
        <translation>NVIDIA 驱动 ≥ {0}（Linux）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>amdgpu kernel driver of {0}</source>
        <extracomment>{0} = ROCm release (&quot;ROCm 6.4&quot;): AMD&apos;s kernel driver comes with it</extracomment>
        <translation>{0} 附带的 amdgpu 内核驱动</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>habanalabs driver of {0}</source>
        <extracomment>{0} = Intel Gaudi software release (&quot;Intel Gaudi software 1.23&quot;)</extracomment>
        <translation>{0} 附带的 habanalabs 驱动</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>wheel {0} (PyTorch ≥ {1})</source>
        <extracomment>{0} = wheel tag (&quot;cu128&quot;), {1} = first PyTorch release with it (&quot;2.7&quot;)</extracomment>
        <translation>wheel 包 {0}（PyTorch ≥ {1}）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>; also {0}</source>
        <extracomment>{0} = other wheel tags that also cover the GPU (&quot;cu130&quot;)</extracomment>
        <translation>；也可用 {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the vendor&apos;s PyTorch {0} build</source>
        <extracomment>{0} = PyTorch version of the vendor&apos;s build (&quot;2.9&quot;)</extracomment>
        <translation>厂商提供的 PyTorch {0} 构建</translation>
    </message>
</context>
<context>
    <name>rigplan::TierCard</name>
    <message>
        <location filename="../../ui/results/TierCard.cpp" line="+92"/>
        <source>%1: %2</source>
        <comment>job kind: model</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Purchase price; includes street-price estimates</source>
        <translation>采购价格；含市场价估算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purchase price</source>
        <translation>采购价格</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The least expensive build that passes every check.</source>
        <translation>通过所有检查的最低价配置。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The least expensive build that meets every target with %1 of usable GPU memory free.</source>
        <translation>满足所有目标且保留 %1 可用显存余量的最低价配置。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The fastest build that passes every check.</source>
        <translation>通过所有检查的最快配置。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Details: parts, prices and reasons</source>
        <translation>详情：部件、价格及理由</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>Same build as %1: no distinct build answers this tier&apos;s question better.</source>
        <translation>与%1相同：没有其他配置能更好地满足此档位的要求。</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Fails %n check(s):</source>
        <translation>
            <numerusform>未通过 %n 项检查：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+391"/>
        <source>%1: %2</source>
        <comment>check name: message</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-386"/>
        <source>✓ Passes every check and meets every target</source>
        <translation>✓ 通过所有检查并满足所有目标</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Passes every check, but misses a target:</source>
        <translation>通过所有检查，但未达到某项目标：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <comment>job: gap</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 × %2 (%3 each)</source>
        <comment>count × GPU name (memory)</comment>
        <translation>%1 × %2（每张 %3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>GPUs per job</source>
        <translation>各任务的 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The jobs run at the same time, each on GPUs of its own.</source>
        <translation>这些任务同时运行，各自使用独占的 GPU。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 × %2 (%3 cores in total)</source>
        <translation>%1 × %2（共 %3 核）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 cores)</source>
        <translation>%1（%2 核）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 (%2 × %3)</source>
        <comment>total (count × drive)</comment>
        <translation>%1（%2 × %3）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>NVLink bridge</source>
        <translation>NVLink 桥接器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 × %2 (%3-slot)</source>
        <translation>%1 × %2（%3 槽）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>%1 × %2 (%3 in total)</source>
        <comment>count × PSU (capacity)</comment>
        <translation>%1 × %2（共 %3）</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>%1 ECC (%2 × %3)</source>
        <comment>total ECC (count × module)</comment>
        <translation>%1 ECC（%2 × %3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 non-ECC (%2 × %3)</source>
        <comment>total non-ECC (count × module)</comment>
        <translation>%1 非 ECC（%2 × %3）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 (%2 × %3, RAID 1)</source>
        <comment>usable (count × drive, mirrored)</comment>
        <translation>%1（%2 × %3，RAID 1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Network card</source>
        <translation>网卡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (%2 × %3 Gb/s)</source>
        <translation>%1（%2 × %3 Gb/s）</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+2"/>
        <source>CPU cooler</source>
        <translation>CPU 散热器</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>included with the platform</source>
        <translation>平台自带</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1; %2 in the platform&apos;s price</source>
        <translation>%1；其中 %2 个含在平台价格内</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Growth</source>
        <translation>扩展空间</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+48"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>GPUs: %1 × %2 = %3</source>
        <translation>GPU：%1 × %2 = %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Memory: %1 × %2</source>
        <translation>内存：%1 × %2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>CPU: %1 × %2 sustained (PL2 / PPT)</source>
        <translation>CPU：%1 × %2 持续功耗（PL2 / PPT）</translation>
    </message>
    <message>
        <location line="-331"/>
        <source>Acceptance kit…</source>
        <translation>验收套件…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the launch scripts this build was sized for and the test the client runs on delivery</source>
        <translation>写出此配置所依据的启动脚本以及客户在交付时运行的测试</translation>
    </message>
    <message>
        <location line="+254"/>
        <source>The speed the CPU is rated for with this many DIMMs per channel, or the DIMMs&apos; own speed when that is lower.</source>
        <translation>CPU 在每通道这一内存条数量下的额定速度；若内存条自身速度更低，则取内存条速度。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1; %2 GB/s peak for the experts in host memory</source>
        <extracomment>%1 = the memory speed as above, %2 = the peak GB/s of the channels populated</extracomment>
        <translation>%1；主机内存中的专家按峰值 %2 GB/s 读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A mixture of experts keeps its routed experts in host memory: decoding reads them at this bandwidth (channels populated × MT/s × 8 bytes), and the plan sized the DIMMs for the speed target.</source>
        <translation>混合专家模型的路由专家放在主机内存：解码按这一带宽读取它们（已插内存的通道数 × MT/s × 8 字节），方案按速度目标配置了内存条。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Memory speed</source>
        <translation>内存速度</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2 × %3, RAID 10)</source>
        <comment>usable (count × drive, mirrored and striped)</comment>
        <translation>%1（%2 × %3，RAID 10）</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>CPU: %1 × %2 TDP (no sustained figure in the catalog)</source>
        <translation>CPU：%1 × %2 TDP（目录中没有持续功耗数据）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Drives: %1 together for %2 drives (no catalog figure for some; assumed)</source>
        <translation>硬盘：%2 块共 %1（部分无目录数据，按估算）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drives: %1 together for %2 drives</source>
        <translation>硬盘：%2 块共 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Network card: %1</source>
        <translation>网卡：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU cooler: %1</source>
        <translation>CPU 散热器：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rated system power of the platform: %1 (carried instead of the summed parts)</source>
        <translation>平台额定整机功率：%1（代替各部件功率之和）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board, fans and BMC: %1</source>
        <translation>主板、风扇及 BMC：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DC load: %1; GPU transients up to %2; PSU capacity %3</source>
        <translation>直流负载：%1；GPU 瞬态峰值最高 %2；电源容量 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wall power = DC load / PSU efficiency at 50 % load = %1 / %2 = %3</source>
        <translation>墙插功率 = 直流负载 / 50 % 负载时的电源效率 = %1 / %2 = %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heat: %1 BTU/h (wall power × 3.412)</source>
        <translation>散热量：%1 BTU/h（墙插功率 × 3.412）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 at the wall of %2 the outlet carries continuously</source>
        <translation>墙插功率 %1，回路可持续承载 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 at the wall (no outlet given)</source>
        <translation>墙插功率 %1（未指定墙插回路）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DC load %1 on %2 of power supply; heat %3 BTU/h</source>
        <translation>直流负载 %1，电源容量 %2；散热量 %3 BTU/h</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Jobs: speed and GPU memory</source>
        <translation>任务：速度与显存</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 per training run at %2</source>
        <translation>每次训练 %1，吞吐量 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 training throughput</source>
        <translation>训练吞吐量 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 per user, first token after %2 s, %3 in total</source>
        <translation>每用户 %1，首 token 延迟 %2 s，总计 %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>GPU memory per GPU: %1 of %2 usable, %3 free</source>
        <translation>每 GPU 显存：已用 %1 / 可用 %2，空闲 %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Running cost</source>
        <translation>运行成本</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not shown: a cost figure is beyond the 64-bit range of minor units.</source>
        <translation>不显示：某项成本数字超出最小货币单位的 64 位范围。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>TCO = purchase %1 + energy %2 + support %3</source>
        <translation>TCO = 采购 %1 + 能耗 %2 + 支持服务 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Energy per year = %1 × %2 h/day × %6 days = %3 kWh; × cooling factor %4 = %5 kWh</source>
        <extracomment>%6 = days per year the machine works (economics.days_per_year, 365 by default)</extracomment>
        <translation>年能耗 = %1 × %2 h/天 × %6 天 = %3 kWh；× 散热系数 %4 = %5 kWh</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Electricity: %1 %2 per kWh (%3)</source>
        <translation>电价：%1 %2 / kWh（%3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support: %1 of the purchase price per year</source>
        <translation>支持服务：每年为采购价格的 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>after year %1: %2</source>
        <translation>第 %1 年之后：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>Cost of ownership</source>
        <translation>总拥有成本 (TCO)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 over %2 years</source>
        <translation>%2 年共 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 per year</source>
        <translation>每年 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 kWh a year, running %2 hours a day</source>
        <translation>每年 %1 kWh，每天运行 %2 小时</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why this build</source>
        <translation>选择此配置的理由</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <comment>part kind: reason</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why these parts</source>
        <translation>选择这些部件的理由</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why not the alternatives</source>
        <translation>未选用其他方案的原因</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 × %2 in %3 with %4, at least %5</source>
        <translation>%1 × %2，装于 %3，配 %4，至少 %5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 × %2 in %3 with %4, %5</source>
        <translation>%1 × %2，装于 %3，配 %4，%5</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 × %2 in %3, at least %4</source>
        <translation>%1 × %2，装于 %3，至少 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 × %2 in %3, %4</source>
        <translation>%1 × %2，装于 %3，%4</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 × %2</source>
        <comment>quantity × unit price</comment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no price in the catalog</source>
        <translation>硬件目录中无价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>price of %1</source>
        <translation>%1 的价格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>older than %1 days: check before quoting</source>
        <translation>已超过 %1 天：报价前请核实</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>street-price estimate</source>
        <translation>市场价估算</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your price</source>
        <translation>您的价格</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>converted from %1</source>
        <translation>由 %1 换算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · </source>
        <comment>separator between price facts</comment>
        <translation> · </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Part id: %1</source>
        <translation>部件 ID：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price source: %1</source>
        <translation>价格来源：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why: %1</source>
        <translation>理由：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Software stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Driver</source>
        <translation>驱动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Toolkit</source>
        <translation>工具包</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PyTorch</source>
        <translation>PyTorch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Container</source>
        <translation>容器</translation>
    </message>
</context>
<context>
    <name>rigplan::TierCharts</name>
    <message>
        <location filename="../../ui/report/TierCharts.cpp" line="+327"/>
        <source>Per-GPU memory</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power draw</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purchase price</source>
        <translation>购置价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per-GPU memory vs context length</source>
        <translation>每 GPU 显存与上下文长度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost of ownership over time</source>
        <translation>总拥有成本随时间变化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per-GPU memory vs concurrent users</source>
        <translation>每 GPU 显存与并发用户数</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 = %2</source>
        <comment>two tiers that are the same build</comment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>= %1</source>
        <comment>a second tier that is the same build, on its own line</comment>
        <translation>= %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+14"/>
        <source>Job %1</source>
        <translation>任务 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <comment>model name (training / serving)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+276"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+202"/>
        <location line="+358"/>
        <source>%1 · %2</source>
        <comment>tier · job</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="-557"/>
        <source>%1 of %2</source>
        <comment>memory in use of usable memory</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+510"/>
        <source>Per-GPU memory (GB)</source>
        <translation>每 GPU 显存 (GB)</translation>
    </message>
    <message>
        <location line="-487"/>
        <source>%1 — %2: %3 per GPU</source>
        <comment>column — memory term: amount</comment>
        <translation>%1 — %2：每 GPU %3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: %2 in use of %3 usable per GPU (%4 free; the GPU has %5)</source>
        <translation>%1：每 GPU 可用 %3，已用 %2（空闲 %4；GPU 显存 %5）</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>Target: at least %1 per user</source>
        <translation>目标：每用户至少 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Target: at most %1 per run</source>
        <translation>目标：每次运行最多 %1</translation>
    </message>
    <message>
        <location line="+432"/>
        <source>Usable memory per GPU</source>
        <translation>每 GPU 可用显存</translation>
    </message>
    <message>
        <location line="-516"/>
        <source>Training time per run (h)</source>
        <translation>每次训练运行时长 (h)</translation>
    </message>
    <message>
        <location line="-567"/>
        <source>Buy or rent</source>
        <translation>自购还是租用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Budget over the years</source>
        <translation>历年预算</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>High-perf.</source>
        <extracomment>the high-performance tier on a chart axis too narrow for &quot;High-performance&quot;; keep it short</extracomment>
        <translation>高性能级</translation>
    </message>
    <message>
        <location line="+308"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activations</source>
        <comment>memory term: activations, incl. the logits</comment>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Workspace</source>
        <comment>memory term: ZeRO-3 gathered parameters</comment>
        <translation>工作区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overhead</source>
        <comment>memory term: CUDA context, runtime, allocator slack</comment>
        <translation>开销</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Usable memory</source>
        <translation>可用显存</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>hours per run</source>
        <translation>每次运行小时数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tokens/s, %1 users</source>
        <translation>tokens/s，%1 个用户</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Output (tokens/s)</source>
        <translation>输出 (tokens/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throughput (tokens/s)</source>
        <translation>吞吐量 (tokens/s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Per user (tokens/s)</source>
        <translation>每用户 (tokens/s)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tokens/s each user sees</source>
        <translation>每用户获得的 tokens/s</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: %2 for a run of %3 tokens at %4</source>
        <translation>%1：按 %4 计算，训练 %3 tokens 需 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 (no training-token count given, so no run time)</source>
        <translation>%1：%2（未给出训练 tokens 数，因此无运行时长）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 in total for %3 users, %4 each, first token after %5 s</source>
        <translation>%1：%3 个用户合计 %2，每用户 %4，首 token 延迟 %5 s</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Target missed: %1</source>
        <translation>未达目标：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2 per user</source>
        <translation>%1：每用户 %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 at the wall</source>
        <translation>墙插功率 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Power (W)</source>
        <translation>功率 (W)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: DC load</source>
        <translation>%1：直流负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: power-supply loss</source>
        <translation>%1：电源损耗</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: DC load %2 (GPUs, CPU, memory, drives, board and fans); GPU transients up to %3 on %4 of power supplies</source>
        <translation>%1：直流负载 %2（GPU、CPU、内存、硬盘、主板和风扇）；GPU 瞬态负载最高 %3，电源总容量 %4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 at the wall = DC load %3 / power-supply efficiency %4; %5 of heat (%6 BTU/h)</source>
        <translation>%1：墙插功率 %2 = 直流负载 %3 / 电源效率 %4；散热量 %5（%6 BTU/h）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>DC load</source>
        <translation>直流负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power-supply loss (wall − DC)</source>
        <translation>电源损耗（墙插 − 直流）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Outlet limit (continuous): %1</source>
        <translation>回路上限（持续）：%1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Purchase price (%1)</source>
        <translation>购置价格 (%1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 × %2: %3</source>
        <comment>quantity × part: line total</comment>
        <translation>%1 × %2：%3</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Budget: %1</source>
        <translation>预算：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1M</source>
        <comment>binary millions of tokens or users: 1M = 1,048,576</comment>
        <translation>%1M</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1K</source>
        <comment>binary thousands of tokens or users: 1K = 1,024</comment>
        <translation>%1K</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Concurrent users (log scale)</source>
        <translation>并发用户数（对数刻度）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context or sequence length (tokens, log scale)</source>
        <translation>上下文或序列长度（tokens，对数刻度）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequence length (tokens, log scale)</source>
        <translation>序列长度（tokens，对数刻度）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context length (tokens, log scale)</source>
        <translation>上下文长度（tokens，对数刻度）</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%Ln user(s)</source>
        <translation>
            <numerusform>%Ln 个用户</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <location line="+25"/>
        <source> (with %1 of the other jobs running at the same time)</source>
        <translation>（含同时运行的其他任务占用的 %1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 at %2: %3 per GPU of %4 usable%5</source>
        <translation>%1，%2 时：每 GPU 占用 %3，可用 %4%5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache %1</source>
        <translation>KV 缓存 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Activations and logits %1</source>
        <translation>激活值和 logits %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>does not fit</source>
        <translation>无法容纳</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as planned</source>
        <translation>按规划</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: as planned</source>
        <translation>%1：按规划</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 as planned: %2, %3 per GPU of %4 usable</source>
        <translation>%1 按规划：%2，每 GPU 占用 %3，可用 %4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: runs out of memory</source>
        <translation>%1：显存不足</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 runs out of GPU memory above %2</source>
        <translation>%1 超过 %2 时显存不足</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 usable per GPU (the GPU has %3)</source>
        <translation>%1：每 GPU 可用 %2（GPU 显存 %3）</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>As planned</source>
        <translation>按规划</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Runs out of memory</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Years after purchase</source>
        <translation>购置后年数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本 (%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 over %3</source>
        <translation>%1：%3 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: purchase %2</source>
        <translation>%1：购置 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 after %2: %3 = purchase %4 + energy %5 and support %6 per year</source>
        <translation>%1，%2后：%3 = 购置 %4 + 每年能耗 %5 及维保 %6</translation>
    </message>
</context>
<context>
    <name>rigplan::Training</name>
    <message>
        <location filename="../../core/estimate/Training.cpp" line="+189"/>
        <source>pure 16-bit (master_weights none): adapters, their gradients and optimizer state in the job&apos;s precision (torchtune dtype=bf16, LitGPT bf16-true): 2 B weight + 2 B gradient + AdamW 4 B = 8 B/param</source>
        <translation>纯 16 位（master_weights none）：适配器及其梯度和优化器状态均为任务精度（torchtune dtype=bf16、LitGPT bf16-true）：2 B 权重 + 2 B 梯度 + AdamW 4 B = 8 B/参数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pure 16-bit (master_weights none): 2 B weights + 2 B gradients + optimizer state in the same dtype (AdamW 4 B, 8-bit AdamW 2 B, SGD 2 B), no fp32 master copy (torchtune dtype=bf16, LitGPT bf16-true)</source>
        <translation>纯 16 位（master_weights none）：2 B 权重 + 2 B 梯度 + 同精度的优化器状态（AdamW 4 B、8 位 AdamW 2 B、SGD 2 B），无 fp32 主权重副本（torchtune dtype=bf16、LitGPT bf16-true）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>LoRA: frozen base 2 B/param (16-bit) + adapters in fp32 (PEFT default): 4 B weight + 4 B gradient + optimizer state (AdamW 8 B) = 16 B/param with AdamW</source>
        <translation>LoRA：冻结的基座 2 B/参数（16 位）+ fp32 适配器（PEFT 默认）：4 B 权重 + 4 B 梯度 + 优化器状态（AdamW 8 B）= 使用 AdamW 时 16 B/参数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>QLoRA: NF4 base 0.5 B/param + 0.127 bit/param double-quantised constants (embeddings 16-bit) + bf16 adapters (qlora.py): 2 B weight + 2 B gradient + optimizer state (paged 32-bit AdamW 8 B) = 12 B/param with AdamW</source>
        <translation>QLoRA：NF4 基座 0.5 B/参数 + 0.127 bit/参数的双重量化常数（嵌入层 16 位）+ bf16 适配器（qlora.py）：2 B 权重 + 2 B 梯度 + 优化器状态（分页 32 位 AdamW 8 B）= 使用 AdamW 时 12 B/参数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>fp32: 16 B/param = 4 B weights + 4 B gradients + 8 B AdamW moments (no master copy)</source>
        <translation>fp32：16 B/参数 = 4 B 权重 + 4 B 梯度 + 8 B AdamW 动量（无主副本）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fp32: 10 B/param = 4 B weights + 4 B gradients + 2 B 8-bit AdamW moments</source>
        <translation>fp32：10 B/参数 = 4 B 权重 + 4 B 梯度 + 2 B 8 位 AdamW 动量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fp32: 12 B/param = 4 B weights + 4 B gradients + 4 B momentum</source>
        <translation>fp32：12 B/参数 = 4 B 权重 + 4 B 梯度 + 4 B 动量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fp32: ≈ 8 B/param = 4 B weights + 4 B gradients + factored second moment</source>
        <translation>fp32：≈ 8 B/参数 = 4 B 权重 + 4 B 梯度 + 分解的二阶矩</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>mixed precision: 16 B/param = 2 B 16-bit weights + 2 B 16-bit gradients + K = 12 B AdamW (fp32 master 4 + momentum 4 + variance 4) (ZeRO paper, SC&apos;20)</source>
        <translation>混合精度：16 B/参数 = 2 B 16 位权重 + 2 B 16 位梯度 + K = 12 B AdamW（fp32 主副本 4 + 动量 4 + 方差 4）（ZeRO 论文，SC&apos;20）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>mixed precision: 10 B/param = 2 B weights + 2 B gradients + K = 6 B 8-bit AdamW (fp32 master 4 + 8-bit momentum 1 + 8-bit variance 1)</source>
        <translation>混合精度：10 B/参数 = 2 B 权重 + 2 B 梯度 + K = 6 B 8 位 AdamW（fp32 主副本 4 + 8 位动量 1 + 8 位方差 1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mixed precision: 12 B/param = 2 B weights + 2 B gradients + K = 8 B SGD+momentum (fp32 master 4 + momentum 4)</source>
        <translation>混合精度：12 B/参数 = 2 B 权重 + 2 B 梯度 + K = 8 B SGD+动量（fp32 主副本 4 + 动量 4）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>mixed precision: ≈ 8 B/param = 2 B weights + 2 B gradients + K ≈ 4 B Adafactor (fp32 master 4 + factored row/column second moment, no momentum)</source>
        <translation>混合精度：≈ 8 B/参数 = 2 B 权重 + 2 B 梯度 + K ≈ 4 B Adafactor（fp32 主副本 4 + 按行/列分解的二阶矩，无动量）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>pure 16-bit (master_weights none): gradients in the parameters&apos; dtype, in buffers the framework keeps through the step</source>
        <translation>纯 16 位（master_weights none）：梯度与参数同精度，存放在框架整个训练步都保留的缓冲区中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pure 16-bit (master_weights none): gradients in the parameters&apos; dtype, freed between steps (zero_grad(set_to_none=True))</source>
        <translation>纯 16 位（master_weights none）：梯度与参数同精度，在两步之间释放（zero_grad(set_to_none=True)）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>DeepSpeed: bf16 without ZeRO accumulates gradients in fp32 (BF16_Optimizer, 4 B/param); ZeRO-Offload keeps fp32 master, moments and gradients on the host (16 B/param with AdamW)</source>
        <translation>DeepSpeed：不启用 ZeRO 的 bf16 训练以 fp32 累积梯度（BF16_Optimizer，4 B/参数）；ZeRO-Offload 在主机内存中保存 fp32 主权重、动量、方差和梯度（AdamW 为 16 B/参数）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DeepSpeed: 16-bit gradients under ZeRO (grad_accum_dtype = the model&apos;s dtype); ZeRO-Offload keeps fp32 master, moments and gradients on the host (16 B/param with AdamW)</source>
        <translation>DeepSpeed：启用 ZeRO 时梯度为 16 位（grad_accum_dtype 与模型数据类型相同）；ZeRO-Offload 在主机内存中保存 fp32 主权重、动量、方差和梯度（AdamW 为 16 B/参数）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Megatron-LM: fp32 main gradients (--accumulate-allreduce-grads-in-fp32, forced for bf16), --use-distributed-optimizer = ZeRO stage 1, no sequence parallelism unless asked, two more s·b·h tensors per layer (attention output copy, bias-dropout-add)</source>
        <translation>Megatron-LM：fp32 主梯度（--accumulate-allreduce-grads-in-fp32，bf16 时强制开启），--use-distributed-optimizer 相当于 ZeRO 阶段 1，未指定时不使用序列并行，每层多保存两个 s·b·h 张量（注意力输出副本、bias-dropout-add）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PyTorch FSDP with MixedPrecision: gradients reduced into the fp32 sharded parameters (4 B/param)</source>
        <translation>PyTorch FSDP（MixedPrecision）：梯度归约到 fp32 分片参数中（4 B/参数）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hugging Face Trainer with bf16/fp16 autocast: fp32 model (4 B) + 16-bit autocast copy (2 B), fp32 gradients (4 B), AdamW moments 8 B: 18 B/param (Transformers performance guide)</source>
        <translation>Hugging Face Trainer（bf16/fp16 自动混合精度）：fp32 模型（4 B）+ 16 位 autocast 副本（2 B），fp32 梯度（4 B），AdamW 动量与方差 8 B：共 18 B/参数（Transformers 性能指南）</translation>
    </message>
    <message>
        <location line="+682"/>
        <source> — this job: {0} B weights + {1} B gradients + {2:.2f} B optimizer = {3:.2f} B per trainable parameter</source>
        <extracomment>{0}, {1}, {2}, {3} = bytes per trainable parameter for weights, gradients, optimizer state, in total</extracomment>
        <translation>——本作业：{0} B 权重 + {1} B 梯度 + {2:.2f} B 优化器 = 每个可训练参数 {3:.2f} B</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, plus {0:.3f} B per frozen base parameter</source>
        <extracomment>{0} = bytes per parameter of the frozen base model (LoRA, QLoRA)</extracomment>
        <translation>，另加每个冻结基座参数 {0:.3f} B</translation>
    </message>
</context>
<context>
    <name>rigplan::Vendor</name>
    <message>
        <location filename="../../core/quote/Vendor.cpp" line="+60"/>
        <source>expected {&quot;file&quot;: &quot;logo.png&quot;}, {&quot;data&quot;: BASE64, &quot;type&quot;: &quot;image/png&quot;} or null, got %1</source>
        <translation>应为 {&quot;file&quot;: &quot;logo.png&quot;}、{&quot;data&quot;: BASE64, &quot;type&quot;: &quot;image/png&quot;} 或 null，实际为 %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot read the logo %1: %2</source>
        <extracomment>%1 = the logo&apos;s path, %2 = why it cannot be used (&quot;expected a file, got a device&quot;)</extracomment>
        <translation>无法读取标志 %1：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected the image as base64</source>
        <translation>应为 base64 编码的图像</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected &quot;file&quot; or &quot;data&quot;</source>
        <translation>应为“file”或“data”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a PNG or SVG image</source>
        <translation>应为 PNG 或 SVG 图像</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the data is %1, not %2</source>
        <translation>数据为 %1，而非 %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expected a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected &quot;%1&quot;, got %2</source>
        <translation>应为“%1”，实际为 %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>expected an ISO 4217 code such as CNY, got &quot;%1&quot;</source>
        <translation>应为 ISO 4217 货币代码（如 CNY），实际为“%1”</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>unknown field {%1} (expected {yyyy}, {yy}, {mm}, {dd}, {seq} or {seq:N})</source>
        <translation>未知字段 {%1}（应为 {yyyy}、{yy}、{mm}、{dd}、{seq} 或 {seq:N}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected exactly one {seq} or {seq:N} in &quot;%1&quot;</source>
        <translation>“%1”中应恰有一个 {seq} 或 {seq:N}</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>the quote-number file is damaged (%1); restore it or move it aside (numbering then starts again at 1)</source>
        <extracomment>%1 = what is wrong with the file</extracomment>
        <translation>报价编号文件已损坏（%1）；请恢复或将其移开（编号将从 1 重新开始）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>not a rigplan.quote-sequence/1 document</source>
        <translation>不是 rigplan.quote-sequence/1 文档</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot create the folder %1 for the quote numbers</source>
        <translation>无法为报价编号创建文件夹 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the quote numbers are locked by another process (waited 60 s)</source>
        <translation>报价编号被另一进程锁定（已等待 60 秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot lock the quote numbers</source>
        <translation>无法锁定报价编号</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot read the quote numbers: %1</source>
        <translation>无法读取报价编号：%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the quote-number file holds the counter %1 for %2: expected a whole number from 0 to %3; restore the file or move it aside</source>
        <extracomment>%1 = the counter as stored, %2 = its scope (&quot;Q-2026-{seq:4}&quot;), %3 = the largest counter (2^53 - 1)</extracomment>
        <translation>报价编号文件中 %2 的计数器为 %1：应为 0 到 %3 的整数；请恢复该文件或将其移开</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>the quote-number file is damaged; restore it or move it aside (numbering then starts again at 1)</source>
        <translation>报价编号文件已损坏；请恢复它或将其移走（编号随后从 1 重新开始）</translation>
    </message>
</context>
<context>
    <name>rigplan::VendorProfileDialog</name>
    <message>
        <location filename="../../ui/quote/VendorProfileDialog.cpp" line="+46"/>
        <source>Vendor Profile</source>
        <translation>供应商资料</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Company:</source>
        <translation>公司：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose Logo…</source>
        <translation>选择标志…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove Logo</source>
        <translation>移除标志</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Logo (PNG or SVG):</source>
        <translation>标志（PNG 或 SVG）：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contact:</source>
        <translation>联系人：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tax id:</source>
        <translation>税号：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bank / payment details:</source>
        <translation>银行/付款信息：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Payment terms:</source>
        <translation>付款条件：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Terms and conditions:</source>
        <translation>条款与条件：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quotes valid for (days):</source>
        <translation>报价有效期（天）：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Quote numbers:</source>
        <translation>报价编号：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paper:</source>
        <translation>纸张：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Currency of new quotes:</source>
        <translation>新报价币种：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Markup on part costs:</source>
        <translation>部件成本加价：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Import Vendor Profile</source>
        <translation>导入供应商资料</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>Vendor profiles (*.json)</source>
        <translation>供应商资料 (*.json)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Export Vendor Profile</source>
        <translation>导出供应商资料</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose Logo</source>
        <translation>选择标志</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Images (*.png *.svg)</source>
        <translation>图像 (*.png *.svg)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot use the logo</source>
        <translation>无法使用此标志</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Next numbers look like %1</source>
        <translation>下一个编号形如 %1</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>no logo</source>
        <translation>无标志</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a logo this system cannot display</source>
        <translation>此系统无法显示的标志</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot import the vendor profile</source>
        <translation>无法导入供应商资料</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has problems, listed below. Nothing was changed.</source>
        <translation>%1 有问题（见下方列表）。未做任何更改。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot export the vendor profile</source>
        <translation>无法导出供应商资料</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the vendor profile</source>
        <translation>供应商资料</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The vendor profile has problems</source>
        <translation>供应商资料有问题</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fix the fields listed below.</source>
        <translation>请修正下方列出的字段。</translation>
    </message>
</context>
<context>
    <name>rigplan::WorkloadEditor</name>
    <message>
        <location filename="../../ui/workload/WorkloadEditor.cpp" line="+82"/>
        <source>Requirements of the host</source>
        <translation>主机要求</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ECC memory, a network card, redundant power supplies.</source>
        <translation>ECC 内存、网卡、冗余电源。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running cost</source>
        <translation>运行成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Electricity tariff, hours a day, years of service, cooling and support: the cost of ownership.</source>
        <translation>电价、每天运行小时数、使用年限、制冷和技术支持：总拥有成本。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Quote</source>
        <translation>报价单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jobs</source>
        <translation>任务</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Site and budget</source>
        <translation>场地与预算</translation>
    </message>
</context>
<context>
    <name>rigplan::WorkloadJson</name>
    <message>
        <location filename="../../core/workload/WorkloadJson.cpp" line="+301"/>
        <source>expected %1, got %2</source>
        <extracomment>%1 = what the field takes (&quot;an integer from 0 to 3&quot;), %2 = the JSON value found (&quot;the number 7&quot;)</extracomment>
        <translation>应为 %1，实际为 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected one of %1, got %2</source>
        <extracomment>%1 = the allowed values, quoted and separated by commas, %2 = the JSON value found</extracomment>
        <translation>应为 %1 之一，实际为 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected an object, got %1</source>
        <extracomment>%1 = the JSON value found (&quot;an array&quot;)</extracomment>
        <translation>应为对象，实际为 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown key</source>
        <translation>未知的键</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown key (did you mean &quot;%1&quot;?)</source>
        <extracomment>%1 = the closest allowed key</extracomment>
        <translation>未知的键（您是否指“%1”？）</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>an integer ≥ %1</source>
        <extracomment>what a field takes, in &quot;expected …, got …&quot;. %1 = the smallest value</extracomment>
        <translation>≥ %1 的整数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an integer from %1 to %2</source>
        <extracomment>what a field takes, in &quot;expected …, got …&quot;. %1 = the smallest, %2 = the largest value</extracomment>
        <translation>%1 到 %2 之间的整数</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a number &gt; %1 and ≤ %2</source>
        <extracomment>what a field takes, in &quot;expected …, got …&quot;. %1 = the lower bound, %2 = the upper bound</extracomment>
        <translation>&gt; %1 且 ≤ %2 的数值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a number ≥ %1 and ≤ %2</source>
        <extracomment>what a field takes, in &quot;expected …, got …&quot;. %1 = the lower bound, %2 = the upper bound</extracomment>
        <translation>≥ %1 且 ≤ %2 的数值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a number &gt; %1</source>
        <extracomment>what a field takes, in &quot;expected …, got …&quot;. %1 = the lower bound</extracomment>
        <translation>&gt; %1 的数值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a number ≥ %1</source>
        <extracomment>what a field takes, in &quot;expected …, got …&quot;. %1 = the lower bound</extracomment>
        <translation>≥ %1 的数值</translation>
    </message>
    <message>
        <location line="+254"/>
        <source>expected true or false, got %1</source>
        <extracomment>%1 = the JSON value found (&quot;a string &quot;yes&quot;&quot;)</extracomment>
        <translation>应为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected a string, got %1</source>
        <extracomment>%1 = the JSON value found (&quot;the number 3&quot;)</extracomment>
        <translation>应为字符串，实际为 %1</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>required: &quot;%1&quot;</source>
        <extracomment>%1 = the format id (&quot;rigplan.workload/1&quot;)</extracomment>
        <translation>必填：“%1”</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected &quot;%1&quot;, got %2</source>
        <extracomment>%1 = the format id (&quot;rigplan.workload/1&quot;), %2 = the JSON value found</extracomment>
        <translation>应为“%1”，实际为 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>required: a non-empty array of jobs</source>
        <translation>必填：非空的任务数组</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a non-empty array of jobs, got %1</source>
        <extracomment>%1 = the JSON value found</extracomment>
        <translation>应为非空的任务数组，实际为 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a job object, got %1</source>
        <extracomment>%1 = the JSON value found</extracomment>
        <translation>应为任务对象，实际为 %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>required: one of %1</source>
        <extracomment>%1 = the allowed values, quoted</extracomment>
        <translation>必填：%1 之一</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>applies to %1 jobs only (this job is &quot;%2&quot;)</source>
        <extracomment>%1 = job kind id (&quot;inference&quot;, &quot;training&quot;), %2 = this job&apos;s kind id</extracomment>
        <translation>仅适用于 %1 任务（此任务为“%2”）</translation>
    </message>
    <message>
        <location line="-358"/>
        <source>a catalog model id, {&quot;hf_config&quot;: {...}} or {&quot;params_b&quot;: N}</source>
        <translation>硬件目录中的模型 ID、{&quot;hf_config&quot;: {...}} 或 {&quot;params_b&quot;: N}</translation>
    </message>
    <message>
        <location line="+386"/>
        <location line="+460"/>
        <source>required: %1</source>
        <extracomment>%1 = what the field takes</extracomment>
        <translation>必填：%1</translation>
    </message>
    <message>
        <location line="-449"/>
        <source>unknown model id &quot;%1&quot; (rigplan-cli models lists them)</source>
        <extracomment>%1 = the model id given</extracomment>
        <translation>未知的模型 ID“%1”（可用 rigplan-cli models 列出）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown model id &quot;%1&quot;; did you mean %2?</source>
        <extracomment>%1 = the model id given, %2 = close matches, quoted</extracomment>
        <translation>未知的模型 ID“%1”；您是否指 %2？</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>give exactly one of &quot;hf_config&quot; and &quot;params_b&quot;</source>
        <translation>“hf_config”和“params_b”必须且只能给出其中一个</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a number of billions of parameters, got %1</source>
        <extracomment>%1 = the JSON value found</extracomment>
        <translation>应为以十亿计的参数量，实际为 %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>expected the config.json object, got %1</source>
        <extracomment>%1 = the JSON value found</extracomment>
        <translation>应为 config.json 对象，实际为 %1</translation>
    </message>
    <message>
        <location line="+462"/>
        <source>&quot;%1&quot; is not a training precision (fp32, bf16, fp16, fp8); a 4-bit frozen base is method &quot;qlora&quot;</source>
        <extracomment>%1 = the precision id given (&quot;int8&quot;, &quot;int4&quot;)</extracomment>
        <translation>“%1”不是训练精度（fp32、bf16、fp16、fp8）；4-bit 冻结基座应使用方法“qlora”</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&quot;optimizer&quot; offload needs zero_stage 1, 2 or 3 (ZeRO-Offload), got zero_stage %1</source>
        <extracomment>%1 = the zero_stage given</extracomment>
        <translation>“optimizer”卸载要求 zero_stage 为 1、2 或 3（ZeRO-Offload），实际 zero_stage 为 %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&quot;optimizer+params&quot; offload needs zero_stage 3 (ZeRO-Infinity), got zero_stage %1</source>
        <extracomment>%1 = the zero_stage given</extracomment>
        <translation>“optimizer+params”卸载要求 zero_stage 为 3（ZeRO-Infinity），实际 zero_stage 为 %1</translation>
    </message>
    <message>
        <location line="-398"/>
        <source>applies to method &quot;lora&quot; or &quot;qlora&quot; only</source>
        <translation>仅适用于方法“lora”或“qlora”</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+412"/>
        <source>expected a non-empty array of %1, got %2</source>
        <extracomment>%1 = the allowed values, quoted, %2 = the JSON value found</extracomment>
        <translation>应为由 %1 组成的非空数组，实际为 %2</translation>
    </message>
    <message>
        <location line="-400"/>
        <location line="+410"/>
        <source>&quot;%1&quot; is listed twice</source>
        <extracomment>%1 = a LoRA target module name</extracomment>
        <translation>“%1”重复列出</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>prompt_tokens + output_tokens (%1 + %2) exceed context_length (%3)</source>
        <extracomment>%1 = prompt tokens, %2 = output tokens, %3 = context length</extracomment>
        <translation>prompt_tokens + output_tokens (%1 + %2) 超过 context_length (%3)</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>%1 tokens is beyond the model&apos;s max_position_embeddings (%2); set &quot;allow_context_beyond_model_max&quot;: true if the model is run with RoPE scaling</source>
        <extracomment>%1 = tokens asked for, %2 = the model&apos;s max_position_embeddings</extracomment>
        <translation>%1 tokens 超出模型的 max_position_embeddings（%2）；如模型以 RoPE 缩放方式运行，请设置 &quot;allow_context_beyond_model_max&quot;: true</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 does not divide the model&apos;s %2 attention heads</source>
        <extracomment>%1 = the parallel degree given, %2 = the model&apos;s attention heads</extracomment>
        <translation>%1 不能整除模型的 %2 个注意力头</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>unknown outlet &quot;%1&quot;; expected one of %2</source>
        <extracomment>%1 = the outlet id given, %2 = the outlet ids, quoted</extracomment>
        <translation>未知的墙插回路“%1”；应为以下之一：%2</translation>
    </message>
    <message>
        <location line="-239"/>
        <source>applies with &quot;params_b&quot; only (a config.json gives vocab_size)</source>
        <translation>仅与“params_b”一起使用（config.json 自带 vocab_size）</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>expected [width, height] in pixels, integers from %1 to %2, got %3</source>
        <extracomment>%1 = lower bound, %2 = upper bound (pixels), %3 = the JSON value found</extracomment>
        <translation>应为以像素计的 [宽, 高]，取 %1 到 %2 的整数，实际为 %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>applies with &quot;images_per_request&quot; only</source>
        <translation>仅与“images_per_request”一起使用</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>unknown outlet &quot;%1&quot;; expected one of %2 (did you mean &quot;%3&quot;?)</source>
        <extracomment>%1 = the outlet id given, %2 = the outlet ids, quoted, %3 = the closest id</extracomment>
        <translation>未知的墙插回路“%1”；应为以下之一：%2（您是否指“%3”？）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>give either &quot;outlet&quot; or &quot;outlet_w&quot;, not both</source>
        <translation>“outlet”和“outlet_w”只能给出其一，不能同时给出</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+41"/>
        <location line="+13"/>
        <source>expected one of %1, got &quot;%2&quot;</source>
        <extracomment>%1 = the allowed values, quoted, %2 = the value given</extracomment>
        <translation>应为 %1 之一，实际为“%2”</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>expected an ISO 3166-1 alpha-2 country code such as &quot;CN&quot; or &quot;US&quot;, got &quot;%1&quot;</source>
        <extracomment>%1 = the value given</extracomment>
        <translation>应为 ISO 3166-1 alpha-2 国家/地区代码，例如 &quot;CN&quot; 或 &quot;US&quot;，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>required: the most the client will spend, in major units</source>
        <translation>必填：客户愿意支出的最高金额，以主币单位计（如元，而非分）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected a number &gt; 0 and ≤ %1 (%2 minor units of %3), got %4</source>
        <extracomment>%1 = the largest budget in major units, %2 = the same in minor units, %3 = currency, %4 = the value found</extracomment>
        <translation>应为大于 0 且不超过 %1 的数（%3 的 %2 个最小货币单位），实际为 %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a number of at least %1 %2 (one minor unit), got %3</source>
        <extracomment>%1 = the smallest budget (one minor unit), %2 = currency, %3 = the value found</extracomment>
        <translation>应为不小于 %1 %2（一个最小货币单位）的数，实际为 %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>required: an ISO 4217 code such as &quot;USD&quot; or &quot;CNY&quot;</source>
        <translation>必填：ISO 4217 代码，例如“USD”或“CNY”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected an ISO 4217 code (upper case, e.g. &quot;USD&quot;, &quot;EUR&quot;, &quot;CNY&quot;), got &quot;%1&quot;</source>
        <extracomment>%1 = the currency given</extracomment>
        <translation>应为 ISO 4217 代码（大写，例如“USD”“EUR”“CNY”），实际为“%1”</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 image(s) per request, but the model &quot;%2&quot; has no vision encoder</source>
        <extracomment>%1 = the images asked for, %2 = the model&apos;s id or name</extracomment>
        <translation>每个请求 %1 张图像，但模型“%2”没有视觉编码器</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>required with &quot;images_per_request&quot;: [width, height] in pixels</source>
        <translation>与“images_per_request”一起时必需：以像素计的 [宽, 高]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;host&quot; keeps routed experts in host memory, but the model &quot;%1&quot; has none (it is not a mixture of experts)</source>
        <extracomment>%1 = the model&apos;s id or name</extracomment>
        <translation>&quot;host&quot; 把路由专家放在主机内存，但模型 &quot;%1&quot; 没有路由专家（它不是混合专家模型）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 MoE layers on the GPUs, but the model has %2</source>
        <extracomment>%1 = MoE layers asked to stay on the GPUs, %2 = the model&apos;s MoE layers</extracomment>
        <translation>%1 个 MoE 层放在 GPU 上，但该模型只有 %2 个</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&quot;%1&quot; is not a KV-cache format of the common servers (fp32, bf16, fp16, fp8, int8)</source>
        <extracomment>%1 = the format id given (&quot;int4&quot;, &quot;nvfp4&quot;, &quot;mxfp4&quot;)</extracomment>
        <translation>“%1”不是常见推理服务器支持的 KV 缓存格式（fp32、bf16、fp16、fp8、int8）</translation>
    </message>
    <message>
        <location line="+261"/>
        <source>JSON syntax error: %1</source>
        <extracomment>%1 = Qt&apos;s description of the JSON error</extracomment>
        <translation>JSON 语法错误：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a JSON object at the top level</source>
        <translation>顶层应为 JSON 对象</translation>
    </message>
</context>
</TS>
